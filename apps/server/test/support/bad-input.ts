import { Code } from '@huaren/contract';
import { encodeCursor } from '../../src/lib/cursor';

/**
 * Values that are not ids, by name, each refused with its field's reason before any lookup.
 * Given a real id because `[id]` holds one: Number() would read that array as the id itself.
 */
export const BAD_IDS: readonly (readonly [string, (realId: number) => unknown])[] = [
  ['x', () => 'x'],
  ['0', () => 0],
  ['-1', () => -1],
  ['1.5', () => 1.5],
  ['missing', () => undefined],
  ['true', () => true],
  ['[id]', (id) => [id]],
  ['hex', () => '0x10'],
  ['beyond int4', () => 2 ** 31],
];

/** In a path or a query string every value is text: an array would be sent as the id it holds. */
export const BAD_IDS_AS_TEXT = BAD_IDS.filter(([name]) => name !== '[id]');

/** Paging input every list refuses; a cursor of another list's shape is as bad as garbage. */
export const BAD_PAGING: readonly (readonly [string, Record<string, unknown>, string])[] = [
  ['cursor garbage', { cursor: 'garbage' }, '分页参数不正确'],
  ['cursor of two keys', { cursor: encodeCursor([1, 2]) }, '分页参数不正确'],
  ['cursor of a string', { cursor: Buffer.from('["1"]').toString('base64url') }, '分页参数不正确'],
  ['cursor beyond int4', { cursor: encodeCursor([2 ** 31]) }, '分页参数不正确'],
  ['cursor too long', { cursor: 'c'.repeat(201) }, '分页参数不正确'],
  ['pageSize 0', { pageSize: 0 }, '每页条数至少为 1'],
  ['pageSize 51', { pageSize: 51 }, '每页条数最多为 50'],
  ['pageSize ten', { pageSize: 'ten' }, '每页条数必须是数字'],
  ['pageSize 1.5', { pageSize: 1.5 }, '每页条数必须是整数'],
];

/** `{ key: value }`, or nothing when the value is missing. */
export const withValue = (key: string, value: unknown): Record<string, unknown> =>
  value === undefined ? {} : { [key]: value };

export const refused = (reason: string) => ({ code: Code.invalid, reason });
