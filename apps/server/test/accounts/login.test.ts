import { Code, login } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app';
import { createUser, loginAs, uniqueIp } from '../support/factories';

const ctx = useTestApp();
const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });

describe('POST /v1/user/login/', () => {
  it('logs in with e-mail and password, answering the user and a token', async () => {
    const user = await createUser(ctx(), { nickName: '布鲁克林阿芳' });
    const res = await ctx().client.call(
      login,
      { account: ` ${user.email!.toUpperCase()} `, password: user.password },
      from(uniqueIp()),
    );
    expect(res).toEqual({
      code: Code.ok,
      data: {
        id: user.id,
        nickName: '布鲁克林阿芳',
        contactEmail: user.email,
        contactNumber: user.phone,
        wechatNumber: null,
        role: 'user',
        token: expect.stringMatching(/^[\w-]{43}$/),
      },
    });
  });

  it('logs in with the phone, typed the way people type it', async () => {
    const user = await createUser(ctx(), { phone: '+12125550199', email: null });
    const res = await ctx().client.call(
      login,
      { account: '(212) 555-0199', password: user.password },
      from(uniqueIp()),
    );
    expect(res.data).toMatchObject({ id: user.id, contactNumber: '+12125550199' });
  });

  it('gives each login its own token, stored only as a hash', async () => {
    const user = await createUser(ctx());
    const first = await loginAs(ctx(), user);
    const second = await loginAs(ctx(), user);
    expect(first).not.toBe(second);
    const stored = await ctx()
      .app.db.selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(2);
    for (const { token_hash } of stored) {
      expect(token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect([first, second]).not.toContain(token_hash);
    }
  });

  it('answers the same reason for a wrong password and an unknown account', async () => {
    const user = await createUser(ctx());
    const wrong = await ctx().client.call(
      login,
      { account: user.email!, password: 'not-the-password' },
      from(uniqueIp()),
    );
    const unknown = await ctx().client.call(
      login,
      { account: 'nobody-here@example.com', password: 'not-the-password' },
      from(uniqueIp()),
    );
    expect(wrong).toEqual({ code: Code.invalid, reason: '账号或密码错误' });
    expect(unknown).toEqual(wrong);
  });

  it.each([
    [{ password: 'whatever-1' }, '请输入手机号或邮箱'],
    [{ account: 'someone', password: 'whatever-1' }, '请输入正确的手机号（美国或中国大陆）或邮箱'],
    [{ account: 'someone@example.com' }, '请输入密码'],
    [{ account: 'someone@example.com', password: '' }, '请输入密码'],
  ])('refuses %o with its reason', async (input, reason) => {
    expect(await ctx().client.call(login, input, from(uniqueIp()))).toEqual({
      code: Code.invalid,
      reason,
    });
  });

  it('refuses the 7th attempt from one IP within a minute, and allows it a minute later', async () => {
    const user = await createUser(ctx());
    const ip = uniqueIp();
    const attempt = (password: string) =>
      ctx().client.call(login, { account: user.email!, password }, from(ip));
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).code).toBe(Code.invalid);
    expect((await attempt(user.password)).code).toBe(Code.ok);
    const seventh = await attempt(user.password);
    expect(seventh.code).toBe(Code.tooManyRequests);
    expect(seventh.reason).toMatch(/^登录尝试太频繁，请 ([1-9]|[1-5]\d|60) 秒后再试$/);
    // Another IP is not affected.
    expect(
      (
        await ctx().client.call(
          login,
          { account: user.email!, password: user.password },
          from(uniqueIp()),
        )
      ).code,
    ).toBe(Code.ok);
    ctx().clock.advance(60_000);
    expect((await attempt(user.password)).code).toBe(Code.ok);
  });

  // Wrong passwords, held-off addresses and slowed accounts: lockout.test.ts.

  it('answers 423 with the reason to a banned account, only with its password', async () => {
    const user = await createUser(ctx(), { status: 'banned', banReason: '发布违规广告' });
    const attempt = (password: string) =>
      ctx().client.call(login, { account: user.email!, password }, from(uniqueIp()));
    expect(await attempt(user.password)).toEqual({
      code: Code.accountDisabled,
      reason: '账号已被停用：发布违规广告',
    });
    expect((await attempt('wrong-password')).reason).toBe('账号或密码错误');
  });
});
