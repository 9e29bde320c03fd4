import { Code, isLogin, login, myLoginLogs, signupVcode, userInfo } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { accountHousekeeping } from '../../src/modules/accounts/housekeeping';
import { useTestApp } from '../support/app';
import { createUser, loginAs, uniqueEmail, uniqueIp } from '../support/factories';

const ctx = useTestApp();
const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49';

const from = (ip: string, userAgent?: string) => ({
  headers: { 'X-Forwarded-For': ip, ...(userAgent ? { 'User-Agent': userAgent } : {}) },
});

describe('GET /v1/user/is_login/', () => {
  it('answers false to a visitor and to a token nobody holds, true to a session', async () => {
    expect(await ctx().client.call(isLogin)).toEqual({ code: Code.ok, data: { login: false } });
    expect((await ctx().client.call(isLogin, {}, { token: 'x'.repeat(43) })).data).toEqual({
      login: false,
    });
    expect((await ctx().client.call(isLogin, {}, { token: 'y'.repeat(5000) })).data).toEqual({
      login: false,
    });
    const token = await loginAs(ctx(), await createUser(ctx()));
    expect((await ctx().client.call(isLogin, {}, { token })).data).toEqual({ login: true });
  });
});

describe('sessions', () => {
  it('slide: a session used within 30 days lives on; one left 30 days ends', async () => {
    const user = await createUser(ctx());
    const token = await loginAs(ctx(), user);
    const alive = async () => (await ctx().client.call(isLogin, {}, { token })).data!.login;
    ctx().clock.advance(29 * 86_400_000);
    expect(await alive()).toBe(true);
    ctx().clock.advance(29 * 86_400_000);
    expect(await alive()).toBe(true);
    ctx().clock.advance(30 * 86_400_000);
    expect(await alive()).toBe(false);
    expect((await ctx().client.call(userInfo, {}, { token })).code).toBe(Code.notLoggedIn);
  });

  it('write the sliding expiry at most once an hour, not on every request', async () => {
    const user = await createUser(ctx());
    const token = await loginAs(ctx(), user);
    const expiry = async () =>
      (
        await ctx()
          .app.db.selectFrom('sessions')
          .select('expires_at')
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).expires_at;
    const first = await expiry();
    ctx().clock.advance(30 * 60_000);
    await ctx().client.call(isLogin, {}, { token });
    expect(await expiry()).toBe(first);
    ctx().clock.advance(31 * 60_000);
    await ctx().client.call(isLogin, {}, { token });
    expect(await expiry()).toBeGreaterThan(first);
  });

  it('end when the account is banned', async () => {
    const user = await createUser(ctx());
    const token = await loginAs(ctx(), user);
    await ctx()
      .app.db.updateTable('users')
      .set({ status: 'banned' })
      .where('id', '=', user.id)
      .execute();
    expect((await ctx().client.call(userInfo, {}, { token })).code).toBe(Code.notLoggedIn);
  });
});

describe('login logs', () => {
  it('record every attempt on an account: time, IP, device and success', async () => {
    const user = await createUser(ctx());
    const before = ctx().clock.now();
    await ctx().client.call(
      login,
      { account: user.email!, password: 'wrong-password' },
      from('10.9.8.7', IPHONE_WECHAT),
    );
    const token = await loginAs(ctx(), user, '10.9.8.6');
    const res = await ctx().client.call(myLoginLogs, {}, { token });
    expect(res.code).toBe(Code.ok);
    expect(res.data!.list).toEqual([
      {
        id: expect.any(Number),
        time: expect.any(String),
        ip: '10.9.8.6',
        device: '未知系统 · 程序调用',
        success: true,
      },
      {
        id: expect.any(Number),
        time: expect.any(String),
        ip: '10.9.8.7',
        device: 'iPhone · 微信',
        success: false,
      },
    ]);
    expect(new Date(res.data!.list[1]!.time).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(res.data!.nextCursor).toBeNull();
  });

  it('page newest first with a cursor', async () => {
    const user = await createUser(ctx());
    for (let i = 0; i < 4; i++) {
      await ctx().client.call(
        login,
        { account: user.email!, password: 'wrong-password' },
        from(uniqueIp()),
      );
    }
    const token = await loginAs(ctx(), user);
    const first = await ctx().client.call(myLoginLogs, { pageSize: 2 }, { token });
    expect(first.data!.list.map((l) => l.success)).toEqual([true, false]);
    const ids = [...first.data!.list.map((l) => l.id)];
    let cursor = first.data!.nextCursor;
    while (cursor) {
      const page = await ctx().client.call(myLoginLogs, { pageSize: 2, cursor }, { token });
      ids.push(...page.data!.list.map((l) => l.id));
      cursor = page.data!.nextCursor;
    }
    expect(ids).toHaveLength(5);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it.each([
    [{ cursor: 'garbage' }, '分页参数不正确'],
    [{ pageSize: 0 }, '每页条数至少为 1'],
    [{ pageSize: 51 }, '每页条数最多为 50'],
    [{ pageSize: 'ten' }, '每页条数必须是数字'],
  ])('refuse %o with its reason', async (input, reason) => {
    const token = await loginAs(ctx(), await createUser(ctx()));
    expect(await ctx().client.call(myLoginLogs, input, { token })).toEqual({
      code: Code.invalid,
      reason,
    });
  });
});

describe('housekeeping', () => {
  it('purges expired sessions and codes, and login logs past their retention', async () => {
    const user = await createUser(ctx());
    const token = await loginAs(ctx(), user);
    const db = ctx().app.db;
    const count = async (table: 'sessions' | 'login_logs') =>
      (await db.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute())
        .length;
    expect(await count('sessions')).toBe(1);
    await ctx().client.call(signupVcode, { account: uniqueEmail() }, from(uniqueIp()));
    ctx().clock.advance(181 * 86_400_000);
    for (const task of accountHousekeeping(db)) await task.run(ctx().clock.now());
    expect(await count('sessions')).toBe(0);
    expect(await count('login_logs')).toBe(0);
    expect(await db.selectFrom('verification_codes').select('id').execute()).toEqual([]);
    expect((await ctx().client.call(isLogin, {}, { token })).data).toEqual({ login: false });
  });
});
