import {
  Code,
  changeLoginPassword,
  isLogin,
  login,
  requestResetVcode,
  resetLoginPassword,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { Reasons } from '../../src/modules/accounts/reasons';
import { useTestApp } from '../support/app';
import {
  createLoggedInUser,
  createUser,
  loginAs,
  uniqueEmail,
  fromNewIp,
  wrongCode,
} from '../support/factories';
import { codeIn, messagesTo, nthMessageTo } from '../support/outbox';
import { NEW_PASSWORD, resetCodeFor } from '../support/password-reset';

const ctx = useTestApp();
const alive = async (token: string) =>
  (await ctx().client.call(isLogin, {}, { token })).data!.login;
const canLogin = async (account: string, password: string) =>
  (await ctx().client.call(login, { account, password }, fromNewIp())).code === Code.ok;

describe('POST /v1/user/loginPassword/', () => {
  it('changes the password, keeps this session and ends every other one', async () => {
    const user = await createLoggedInUser(ctx());
    const otherDevice = await loginAs(ctx(), user);
    const res = await ctx().client.call(
      changeLoginPassword,
      { oldPassword: user.password, password: NEW_PASSWORD },
      { token: user.token },
    );
    expect(res).toEqual({ code: Code.ok, data: {} });
    expect(await alive(user.token)).toBe(true);
    expect(await alive(otherDevice)).toBe(false);
    expect(await canLogin(user.email!, user.password)).toBe(false);
    expect(await canLogin(user.email!, NEW_PASSWORD)).toBe(true);
  });

  it('sends a notice to the account’s e-mail', async () => {
    const user = await createLoggedInUser(ctx());
    await ctx().client.call(
      changeLoginPassword,
      { oldPassword: user.password, password: NEW_PASSWORD },
      { token: user.token },
    );
    const [notice] = await messagesTo(ctx().database.dataDir, user.email!);
    expect(notice).toMatchObject({ channel: 'email', subject: '【华人生活圈】登录密码已修改' });
    expect(notice!.text).toContain('您的登录密码刚刚被修改');
    expect(notice!.text).not.toContain(NEW_PASSWORD);
  });

  it('sends the notice by SMS to an account without e-mail', async () => {
    const user = await createLoggedInUser(ctx(), { email: null });
    await ctx().client.call(
      changeLoginPassword,
      { oldPassword: user.password, password: NEW_PASSWORD },
      { token: user.token },
    );
    const [notice] = await messagesTo(ctx().database.dataDir, user.phone!);
    expect(notice).toMatchObject({ channel: 'sms' });
    expect(notice!.text).toContain('登录密码刚刚被修改');
  });

  it.each([
    [{ password: NEW_PASSWORD }, '请输入密码'],
    [{ oldPassword: 'x', password: 'short' }, '密码至少 8 位'],
    [{ oldPassword: 'x', password: 'iloveyou' }, '密码太常见，请换一个更难猜的密码'],
  ])('refuses %o with its reason', async (input, reason) => {
    const user = await createLoggedInUser(ctx());
    expect(await ctx().client.call(changeLoginPassword, input, { token: user.token })).toEqual({
      code: Code.invalid,
      reason,
    });
  });

  it('refuses a wrong current password and the same password again', async () => {
    const user = await createLoggedInUser(ctx());
    const change = (oldPassword: string, password: string) =>
      ctx().client.call(changeLoginPassword, { oldPassword, password }, { token: user.token });
    expect(await change('not-my-password', NEW_PASSWORD)).toEqual({
      code: Code.invalid,
      reason: '当前密码不正确',
    });
    expect(await change(user.password, user.password)).toEqual({
      code: Code.invalid,
      reason: '新密码不能与当前密码相同',
    });
    expect(await canLogin(user.email!, user.password)).toBe(true);
  });

  // Wrong current passwords count as wrong logins do: lockout.test.ts.
});

describe('POST /v1/user/request_reset_vcode/', () => {
  it('sends a reset code to a known account', async () => {
    const user = await createUser(ctx());
    const res = await ctx().client.call(requestResetVcode, { account: user.email! }, fromNewIp());
    expect(res).toEqual({ code: Code.ok, data: { resendAfter: 60 } });
    const message = await nthMessageTo(ctx().database.dataDir, user.email!, 0);
    expect(message.subject).toBe('【华人生活圈】重置密码验证码');
    expect(codeIn(message.text)).toMatch(/^\d{6}$/);
  });

  it('answers an unknown account exactly as a known one, and sends it nothing', async () => {
    const known = await createUser(ctx());
    const unknown = uniqueEmail();
    const ask = (account: string) => ctx().client.call(requestResetVcode, { account }, fromNewIp());
    expect(await ask(unknown)).toEqual(await ask(known.email!));
    // The 60 s rule and the wrong-code answers are the same too.
    expect(await ask(unknown)).toEqual(await ask(known.email!));
    const knownCode = codeIn((await nthMessageTo(ctx().database.dataDir, known.email!, 0)).text);
    const wrong = wrongCode(knownCode);
    const attempt = (account: string) =>
      ctx().client.call(resetLoginPassword, { account, vcode: wrong, password: NEW_PASSWORD });
    const fromUnknown = await attempt(unknown);
    expect(fromUnknown).toEqual({ code: Code.invalid, reason: Reasons.vcodeWrong(4) });
    expect(await attempt(known.email!)).toEqual(fromUnknown);
    // No job was queued for the unknown account, so nothing can reach it later either.
    const jobs = await ctx().app.db.selectFrom('jobs').select('payload').execute();
    expect(jobs.filter((job) => job.payload.includes(unknown))).toEqual([]);
    expect(await messagesTo(ctx().database.dataDir, unknown)).toEqual([]);
  });

  it('refuses a malformed account with its reason', async () => {
    expect(await ctx().client.call(requestResetVcode, { account: 'abc' }, fromNewIp())).toEqual({
      code: Code.invalid,
      reason: '请输入正确的手机号（美国或中国大陆）或邮箱',
    });
  });
});

describe('POST /v1/user/reset_login_password/', () => {
  it('sets a new password with the code, ends every session and signs in with a new one', async () => {
    const user = await createLoggedInUser(ctx(), { email: null });
    const otherDevice = await loginAs(ctx(), user);
    const vcode = await resetCodeFor(ctx(), user.phone!);
    const res = await ctx().client.call(resetLoginPassword, {
      account: user.phone!,
      vcode,
      password: NEW_PASSWORD,
    });
    expect(res).toEqual({
      code: Code.ok,
      data: {
        id: user.id,
        nickName: user.nickName,
        contactEmail: null,
        contactNumber: user.phone,
        wechatNumber: null,
        role: 'user',
        token: expect.stringMatching(/^[\w-]{43}$/),
      },
    });
    expect(await alive(user.token)).toBe(false);
    expect(await alive(otherDevice)).toBe(false);
    expect(await alive(res.data!.token)).toBe(true);
    expect(await canLogin(user.phone!, NEW_PASSWORD)).toBe(true);
    expect(await canLogin(user.phone!, user.password)).toBe(false);
  });

  it('answers a banned account with its reason, and changes nothing', async () => {
    const user = await createUser(ctx(), { status: 'banned', banReason: '发布违规广告' });
    const vcode = await resetCodeFor(ctx(), user.email!);
    const res = await ctx().client.call(resetLoginPassword, {
      account: user.email!,
      vcode,
      password: NEW_PASSWORD,
    });
    expect(res).toEqual({ code: Code.accountDisabled, reason: '账号已被停用：发布违规广告' });
    const row = await ctx()
      .app.db.selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBe(user.row.password_hash);
  });

  it('uses a code once', async () => {
    const user = await createUser(ctx());
    const vcode = await resetCodeFor(ctx(), user.email!);
    const reset = () =>
      ctx().client.call(resetLoginPassword, {
        account: user.email!,
        vcode,
        password: NEW_PASSWORD,
      });
    expect((await reset()).code).toBe(Code.ok);
    expect(await reset()).toEqual({ code: Code.invalid, reason: Reasons.vcodeInvalid });
  });

  it('tells the other contact, not the one that got the code', async () => {
    const user = await createUser(ctx());
    const vcode = await resetCodeFor(ctx(), user.email!);
    await ctx().client.call(resetLoginPassword, {
      account: user.email!,
      vcode,
      password: NEW_PASSWORD,
    });
    const [notice] = await messagesTo(ctx().database.dataDir, user.phone!);
    expect(notice).toMatchObject({ channel: 'sms' });
    expect(notice!.text).toContain('登录密码刚刚通过验证码重置');
    expect(await messagesTo(ctx().database.dataDir, user.email!)).toHaveLength(1);
  });

  it.each([
    [{ vcode: '123456', password: NEW_PASSWORD }, '请输入手机号或邮箱'],
    [{ account: 'a@example.com', password: NEW_PASSWORD }, '请输入验证码'],
    [{ account: 'a@example.com', vcode: '123456' }, '请输入密码'],
    [
      { account: 'a@example.com', vcode: '123456', password: '12345678' },
      '密码太常见，请换一个更难猜的密码',
    ],
  ])('refuses %o with its reason', async (input, reason) => {
    expect(await ctx().client.call(resetLoginPassword, input)).toEqual({
      code: Code.invalid,
      reason,
    });
  });
});
