import {
  Code,
  isLogin,
  myLoginLogs,
  normalizePhone,
  register,
  resetLoginPassword,
  signupVcode,
  userInfo,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { Reasons } from '../../src/modules/accounts/reasons';
import { useTestApp } from '../support/app';
import { createUser, uniqueEmail, uniquePhone, fromNewIp, wrongCode } from '../support/factories';
import { lastCodeTo, messagesTo } from '../support/outbox';

const ctx = useTestApp();
const PASSWORD = 'Hudson-River-88';

async function sendSignupCode(account: string): Promise<string> {
  const res = await ctx().client.call(signupVcode, { account }, fromNewIp());
  expect(res).toEqual({ code: Code.ok, data: { resendAfter: 60 } });
  const target = account.includes('@') ? account.toLowerCase() : normalizePhone(account)!;
  return lastCodeTo(ctx().database.dataDir, target);
}

describe('POST /v1/user/signup_vcode/', () => {
  it('sends a six-digit code by e-mail, naming the site', async () => {
    const email = uniqueEmail();
    await sendSignupCode(email);
    const [message] = await messagesTo(ctx().database.dataDir, email);
    expect(message).toMatchObject({ channel: 'email', subject: '【华人生活圈】注册验证码' });
    expect(message!.text).toMatch(/^【华人生活圈】您的注册验证码是 \d{6}，10 分钟内有效。/);
    expect(new Date(message!.time).getTime()).toBeGreaterThan(0);
  });

  it('sends it by SMS to a phone, in E.164 whatever way it was typed', async () => {
    const res = await ctx().client.call(signupVcode, { account: '(212) 555-0142' }, fromNewIp());
    expect(res.code).toBe(Code.ok);
    const [message] = await messagesTo(ctx().database.dataDir, '+12125550142');
    expect(message).toMatchObject({ channel: 'sms' });
    expect(message!.subject).toBeUndefined();
  });

  it('reads a bare 11-digit mainland number as one', async () => {
    await ctx().client.call(signupVcode, { account: '138 1234 5678' }, fromNewIp());
    expect(await messagesTo(ctx().database.dataDir, '+8613812345678')).toHaveLength(1);
  });

  it.each([
    [{}, '请输入手机号或邮箱'],
    [{ account: '   ' }, '请输入手机号或邮箱'],
    [{ account: 'not-an-address' }, '请输入正确的手机号（美国或中国大陆）或邮箱'],
    [{ account: '12345' }, '请输入正确的手机号（美国或中国大陆）或邮箱'],
  ])('refuses %o with its reason', async (input, reason) => {
    expect(await ctx().client.call(signupVcode, input, fromNewIp())).toEqual({
      code: Code.invalid,
      reason,
    });
  });

  it('answers 409 for an e-mail or phone already registered, and sends nothing', async () => {
    const user = await createUser(ctx());
    expect(await ctx().client.call(signupVcode, { account: user.email! }, fromNewIp())).toEqual({
      code: Code.conflict,
      reason: '该邮箱已注册，请直接登录',
    });
    expect(await ctx().client.call(signupVcode, { account: user.phone! }, fromNewIp())).toEqual({
      code: Code.conflict,
      reason: '该手机号已注册，请直接登录',
    });
    expect(await messagesTo(ctx().database.dataDir, user.email!)).toEqual([]);
  });
});

describe('POST /v1/user/new/', () => {
  it('registers with an e-mail and logs the new user in', async () => {
    const email = uniqueEmail();
    const vcode = await sendSignupCode(email.toUpperCase());
    const res = await ctx().client.call(register, {
      account: email.toUpperCase(),
      vcode,
      password: PASSWORD,
      nickName: '  法拉盛小王  ',
    });
    expect(res.code).toBe(Code.ok);
    const user = res.data!;
    expect(user).toEqual({
      id: expect.any(Number),
      nickName: '法拉盛小王',
      contactEmail: email,
      contactNumber: null,
      wechatNumber: null,
      role: 'user',
      token: expect.stringMatching(/^[\w-]{43}$/),
    });
    const sign = { token: user.token };
    expect(await ctx().client.call(isLogin, {}, sign)).toEqual({
      code: Code.ok,
      data: { login: true },
    });
    expect((await ctx().client.call(userInfo, {}, sign)).data).toMatchObject({
      id: user.id,
      contactEmail: email,
    });
    const logs = (await ctx().client.call(myLoginLogs, {}, sign)).data!.list;
    expect(logs).toEqual([expect.objectContaining({ success: true })]);
  });

  it('registers with a phone, stored in E.164', async () => {
    const vcode = await sendSignupCode('+1 212 555 0177');
    const res = await ctx().client.call(register, {
      account: '2125550177',
      vcode,
      password: PASSWORD,
      nickName: '皇后区老李',
    });
    expect(res.data).toMatchObject({ contactNumber: '+12125550177', contactEmail: null });
  });

  it('stores the password hashed with scrypt, never as typed', async () => {
    const email = uniqueEmail();
    const vcode = await sendSignupCode(email);
    await ctx().client.call(register, {
      account: email,
      vcode,
      password: PASSWORD,
      nickName: '小张',
    });
    const row = await ctx()
      .app.db.selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  const valid = {
    account: 'someone@example.com',
    vcode: '123456',
    password: PASSWORD,
    nickName: '小明',
  };
  /** Registers `account` with the valid rest and the code given. */
  /** A sign-up code sent to a new address, and a guess that is not it. */
  const codeAndWrongGuess = async () => {
    const email = uniqueEmail();
    const vcode = await sendSignupCode(email);
    return { email, vcode, wrong: wrongCode(vcode) };
  };
  const registerWith = (account: string, vcode: string) =>
    ctx().client.call(register, { ...valid, account, vcode });
  it.each([
    [{ ...valid, vcode: undefined }, '请输入验证码'],
    [{ ...valid, vcode: '12345' }, '请输入 6 位数字验证码'],
    [{ ...valid, vcode: '12345a' }, '请输入 6 位数字验证码'],
    [{ ...valid, password: undefined }, '请输入密码'],
    [{ ...valid, password: 'abc123' }, '密码至少 8 位'],
    [{ ...valid, password: 'x'.repeat(65) }, '密码最多 64 位'],
    [{ ...valid, password: 'Password1' }, '密码太常见，请换一个更难猜的密码'],
    [{ ...valid, password: 'woaini1314' }, '密码太常见，请换一个更难猜的密码'],
    [{ ...valid, nickName: undefined }, '请输入昵称'],
    [{ ...valid, nickName: '王' }, '昵称至少 2 个字'],
    [{ ...valid, nickName: '很'.repeat(21) }, '昵称最多 20 个字'],
    [{ ...valid, nickName: '<b>粗</b>' }, '昵称不能包含特殊符号'],
    [{ ...valid, account: 'nobody' }, '请输入正确的手机号（美国或中国大陆）或邮箱'],
  ])('refuses %o with its reason', async (input, reason) => {
    expect(await ctx().client.call(register, input)).toEqual({ code: Code.invalid, reason });
  });

  it('refuses a code that was never sent', async () => {
    expect(await ctx().client.call(register, { ...valid, account: uniqueEmail() })).toEqual({
      code: Code.invalid,
      reason: Reasons.vcodeInvalid,
    });
  });

  it('refuses a wrong code, saying how many tries are left', async () => {
    const { email, wrong } = await codeAndWrongGuess();
    expect(await registerWith(email, wrong)).toEqual({
      code: Code.invalid,
      reason: '验证码错误，还可以再试 4 次',
    });
  });

  it('kills a code after 5 wrong tries: the 6th is refused even with the right code', async () => {
    const { email, vcode, wrong } = await codeAndWrongGuess();
    const reasons: string[] = [];
    for (let i = 0; i < 5; i++) {
      reasons.push((await registerWith(email, wrong)).reason!);
    }
    expect(reasons).toEqual([
      '验证码错误，还可以再试 4 次',
      '验证码错误，还可以再试 3 次',
      '验证码错误，还可以再试 2 次',
      '验证码错误，还可以再试 1 次',
      '验证码错误次数过多，请重新获取',
    ]);
    expect(await registerWith(email, vcode)).toEqual({
      code: Code.invalid,
      reason: '验证码错误次数过多，请重新获取',
    });
  });

  it('takes a right code after 4 wrong ones (5 tries in all)', async () => {
    const { email, vcode, wrong } = await codeAndWrongGuess();
    for (let i = 0; i < 4; i++) {
      await registerWith(email, wrong);
    }
    expect((await registerWith(email, vcode)).code).toBe(Code.ok);
  });

  it('refuses a code after 10 minutes', async () => {
    const email = uniqueEmail();
    const vcode = await sendSignupCode(email);
    ctx().clock.advance(10 * 60_000);
    expect(await registerWith(email, vcode)).toEqual({
      code: Code.invalid,
      reason: Reasons.vcodeInvalid,
    });
  });

  it('binds a code to its target and its purpose', async () => {
    const email = uniqueEmail();
    const vcode = await sendSignupCode(email);
    expect((await registerWith(uniqueEmail(), vcode)).reason).toBe(Reasons.vcodeInvalid);
    expect(
      (await ctx().client.call(resetLoginPassword, { account: email, vcode, password: PASSWORD }))
        .reason,
    ).toBe(Reasons.vcodeInvalid);
    expect((await registerWith(email, vcode)).code).toBe(Code.ok);
  });

  it('uses a code once', async () => {
    const phone = uniquePhone();
    const vcode = await sendSignupCode(phone);
    expect((await registerWith(phone, vcode)).code).toBe(Code.ok);
    // The account now exists (409 comes first); the code is spent either way.
    const again = await registerWith(phone, vcode);
    expect(again).toEqual({ code: Code.conflict, reason: '该手机号已注册，请直接登录' });
    const row = await ctx()
      .app.db.selectFrom('verification_codes')
      .select('consumed_at')
      .where('target', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.consumed_at).not.toBeNull();
  });

  it('answers 409 when the contact was registered after the code was sent', async () => {
    const email = uniqueEmail();
    const vcode = await sendSignupCode(email);
    await createUser(ctx(), { email });
    expect(await registerWith(email, vcode)).toEqual({
      code: Code.conflict,
      reason: '该邮箱已注册，请直接登录',
    });
  });
});
