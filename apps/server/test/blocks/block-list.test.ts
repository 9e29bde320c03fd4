import { blockStatus, blockUser, Code, myBlocks } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app';
import { block as blockAs, threeUsers } from '../support/blocks';
import { callOk } from '../support/call-ok';
import { everyPage } from '../support/paging';
import { createSessionUser } from '../support/posts';

const ctx = useTestApp();
const block = (token: string, userId: number, blocked = true) =>
  blockAs(ctx(), token, userId, blocked);
const three = () => threeUsers(ctx());

describe('the 黑名单', () => {
  it("lists the caller's blocks, latest first, by key; another user sees only theirs", async () => {
    const t = ctx();
    const { a, b, c } = await three();
    const others = [b, c, await createSessionUser(t)];
    for (const other of others) {
      await block(a.token, other.id);
      t.clock.advance(1000);
    }
    const pages = await everyPage((cursor) =>
      t.client.call(myBlocks, { pageSize: 2, ...cursor }, { token: a.token }),
    );
    expect(pages.map((page) => page.map((u) => u.id))).toEqual([
      [others[2]!.id, others[1]!.id],
      [others[0]!.id],
    ]);
    expect(pages[0]![0]).toMatchObject({ nickName: others[2]!.nickName });
    expect((await callOk(t, myBlocks, {}, b.token)).list).toEqual([]);
    expect(await callOk(t, blockStatus, { userId: b.id }, a.token)).toEqual({ blocked: true });
    expect(await callOk(t, blockStatus, { userId: a.id }, b.token)).toEqual({ blocked: false });
  });

  it("cannot lift another user's block: unblocking names only the caller's own", async () => {
    const t = ctx();
    const { a, b, c } = await three();
    await block(a.token, b.id);
    // c "unblocks" b: c had no block, a's stays.
    await block(c.token, b.id, false);
    expect(await callOk(t, blockStatus, { userId: b.id }, a.token)).toEqual({ blocked: true });
    expect((await callOk(t, myBlocks, {}, a.token)).list.map((u) => u.id)).toEqual([b.id]);
    // b cannot lift it either: b's unblock of a is b's own (none).
    await block(b.token, a.id, false);
    expect(await callOk(t, blockStatus, { userId: b.id }, a.token)).toEqual({ blocked: true });
  });

  it('answers bad ids and cursors with a Chinese 400 or 404, never 500', async () => {
    const t = ctx();
    const { a } = await three();
    const as = { token: a.token };
    const cases = [
      [blockStatus, { userId: 999_999 }, Code.notFound, '用户不存在'],
      [blockStatus, { userId: 0 }, Code.invalid, /用户/],
      [blockStatus, { userId: 'abc' }, Code.invalid, /用户/],
      [blockUser, { userId: 999_999, blocked: true }, Code.notFound, '用户不存在'],
      [blockUser, { userId: a.id, blocked: true }, Code.notFound, '用户不存在'],
      [blockUser, { userId: -3, blocked: true }, Code.invalid, /用户/],
      [blockUser, { userId: a.id, blocked: 'yes' }, Code.invalid, '屏蔽参数不正确'],
      [myBlocks, { cursor: 'garbage' }, Code.invalid, /[\u4e00-\u9fff]/],
      [myBlocks, { pageSize: 0 }, Code.invalid, /每页条数/],
    ] as const;
    for (const [call, input, code, reason] of cases) {
      const res = await t.client.call(call, input as never, as);
      expect(res.code, `${call.path} ${JSON.stringify(input)}`).toBe(code);
      expect(res.reason).toMatch(reason);
    }
    expect((await callOk(t, myBlocks, {}, a.token)).list).toEqual([]);
    // A visitor is asked to log in.
    expect((await t.client.call(myBlocks, {})).code).toBe(Code.notLoggedIn);
  });
});
