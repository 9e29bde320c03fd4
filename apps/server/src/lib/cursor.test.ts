import { ID_MAX } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';
import { Refusal } from './envelope';

describe('cursors', () => {
  it('round-trip a key', () => {
    expect(decodeCursor(encodeCursor([42]), ['int'], 'bad')).toEqual([42]);
    const time = Date.UTC(2026, 10, 25);
    expect(decodeCursor(encodeCursor([time, ID_MAX]), ['time', 'int'], 'bad')).toEqual([
      time,
      ID_MAX,
    ]);
  });

  it.each([
    '',
    'not-base64-json',
    encodeCursor([1, 2]),
    Buffer.from('["42"]').toString('base64url'),
    encodeCursor([1.5]),
    encodeCursor([-1]),
    encodeCursor([ID_MAX + 1]),
  ])('refuse %j with the given reason', (cursor) => {
    expect(() => decodeCursor(cursor, ['int'], '分页参数不正确')).toThrow(Refusal);
    expect(() => decodeCursor(cursor, ['int'], '分页参数不正确')).toThrow('分页参数不正确');
  });

  it('take a time beyond int4 but not beyond a safe integer', () => {
    expect(decodeCursor(encodeCursor([ID_MAX + 1]), ['time'], 'bad')).toEqual([ID_MAX + 1]);
    expect(() => decodeCursor(encodeCursor([2 ** 53]), ['time'], 'bad')).toThrow('bad');
  });
});
