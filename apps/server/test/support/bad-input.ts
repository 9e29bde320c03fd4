import { Code, type Call } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../../src/lib/cursor';
import type { TestApp } from './app';

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

/** Bad values of an optional id in a query string (a missing one is no filter). */
export const PRESENT_BAD_IDS = BAD_IDS_AS_TEXT.filter(([name]) => name !== 'missing');

/** A call of one content kind that takes the kind's id, refused alike for every bad value. */
export interface IdCall {
  call: Call;
  /** The input around the bad id: `withValue('postId', id)`, or a whole form with the id in it. */
  input: (badId: unknown) => Record<string, unknown>;
  /** BAD_IDS for a JSON body, BAD_IDS_AS_TEXT where the id is in the path or the query string. */
  values: typeof BAD_IDS;
}

/**
 * What the bad-input table shared by posts and articles needs of one kind: its calls, the item
 * they aim at (made by the file before its tests) and what a refused call must leave unchanged.
 */
export interface ContentBadInput {
  ctx: () => TestApp;
  /** `post`, `article`: the tests' names. */
  name: string;
  /** The reason a bad id of the kind answers: 帖子编号不正确, 文章编号不正确. */
  idReason: string;
  /** The owner's session: every write is the owner's, so only the input can be wrong. */
  token: () => string;
  /** The id of the item the calls aim at. */
  itemId: () => number;
  /** The stored item (and its likes): a refused call leaves it exactly as it was. */
  stored: () => Promise<unknown>;
  update: {
    call: Call;
    /** A valid edit of the item, bar its id. */
    input: () => Record<string, unknown>;
    /** A field's bad value and the reason it answers. */
    fields: readonly (readonly [string, Record<string, unknown>])[];
  };
  like: { call: Call; key: string };
  thread: { call: Call; key: string; parentReason: string };
  /** The call that writes an entry into the item's thread (a reply, a comment) and its bad input. */
  newEntry: { call: Call; fields: readonly (readonly [string, Record<string, unknown>])[] };
  /** The owner's lists of the kind (theirs, liked, their thread entries). */
  mine: readonly Call[];
}

/** Each bad id is refused with `reason`, and what `kind.stored` reads stays as it was. */
export function itRefusesBadIds(
  kind: ContentBadInput,
  title: string,
  { call, input, values }: IdCall,
  reason = kind.idReason,
) {
  it.each(values)(title, async (_, value) => {
    const before = await kind.stored();
    const res = await kind.ctx().client.call(call, input(value(kind.itemId())), {
      token: kind.token(),
    });
    expect(res).toEqual(refused(reason));
    expect(await kind.stored()).toEqual(before);
  });
}

/**
 * The bad input every content kind refuses the same way: an edit's fields and id, the like
 * toggle's id, the thread list's ids and paging, a new thread entry's fields, and the paging of
 * the owner's lists.
 */
export function describeContentBadInput(kind: ContentBadInput) {
  const { ctx, update, like, thread } = kind;

  describe(`POST ${update.call.path} (update)`, () => {
    it.each(update.fields)(
      `refuses with %s, and the ${kind.name} stays as it was`,
      async (reason, field) => {
        const before = await kind.stored();
        const input = { ...update.input(), id: kind.itemId(), ...field };
        const res = await ctx().client.call(update.call, input, { token: kind.token() });
        expect(res).toEqual(refused(reason));
        expect(await kind.stored()).toEqual(before);
      },
    );

    itRefusesBadIds(kind, 'refuses the id %s', {
      call: update.call,
      input: (id) => ({ ...update.input(), id }),
      values: BAD_IDS_AS_TEXT,
    });
  });

  describe(`POST ${like.call.path}`, () => {
    itRefusesBadIds(kind, `refuses the ${kind.name} id %s`, {
      call: like.call,
      input: (id) => withValue(like.key, id),
      values: BAD_IDS,
    });
  });

  describe(`GET ${thread.call.path}`, () => {
    it.each(BAD_IDS_AS_TEXT)(`refuses the ${kind.name} id %s`, async (_, value) => {
      const query = withValue(thread.key, value(kind.itemId()));
      expect(await ctx().client.call(thread.call, query)).toEqual(refused(kind.idReason));
    });

    // A missing parentId asks for the top-level list.
    it.each(PRESENT_BAD_IDS)('refuses the parent id %s', async (_, value) => {
      const query = { [thread.key]: kind.itemId(), parentId: value(kind.itemId()) };
      expect(await ctx().client.call(thread.call, query)).toEqual(refused(thread.parentReason));
    });

    it.each(BAD_PAGING)('refuses %s', async (_, input, reason) => {
      const query = { [thread.key]: kind.itemId(), ...input };
      expect(await ctx().client.call(thread.call, query)).toEqual(refused(reason));
    });
  });

  describe(`POST ${kind.newEntry.call.path}`, () => {
    it.each(kind.newEntry.fields)('refuses %s', async (reason, field) => {
      const input = { [thread.key]: kind.itemId(), ...field };
      const res = await ctx().client.call(kind.newEntry.call, input, { token: kind.token() });
      expect(res).toEqual(refused(reason));
    });
  });

  describe('my lists', () => {
    it.each(
      kind.mine.flatMap((call) =>
        BAD_PAGING.map(([name, input, reason]) => [call.path, name, input, reason, call] as const),
      ),
    )('%s refuses %s', async (_, __, input, reason, call) => {
      expect(await ctx().client.call(call, input, { token: kind.token() })).toEqual(
        refused(reason),
      );
    });
  });
}
