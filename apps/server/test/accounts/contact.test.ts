import {
  Code,
  changeEmailOrPhone,
  login,
  requestMyVcode,
  requestNewVcode,
  userInfo,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { Reasons } from '../../src/modules/accounts/reasons';
import { useTestApp } from '../support/app';
import {
  createLoggedInUser,
  createUser,
  uniqueEmail,
  uniquePhone,
  type TestUser,
  fromNewIp,
  wrongCode,
} from '../support/factories';
import { lastCodeTo, messagesTo } from '../support/outbox';

const ctx = useTestApp();
type LoggedIn = TestUser & { token: string };
const as = (user: LoggedIn) => fromNewIp(user.token);

async function newContactCode(user: LoggedIn, account: string): Promise<string> {
  const res = await ctx().client.call(requestNewVcode, { account }, as(user));
  expect(res).toEqual({ code: Code.ok, data: { resendAfter: 60 } });
  return lastCodeTo(ctx().database.dataDir, account);
}

async function myCode(user: LoggedIn, channel: 'email' | 'phone'): Promise<string> {
  const res = await ctx().client.call(requestMyVcode, { channel }, as(user));
  expect(res).toEqual({ code: Code.ok, data: { resendAfter: 60 } });
  return lastCodeTo(ctx().database.dataDir, (channel === 'email' ? user.email : user.phone)!);
}

describe('POST /v1/user/request_new_vcode/', () => {
  it('sends a binding code to the new contact', async () => {
    const user = await createLoggedInUser(ctx());
    const email = uniqueEmail();
    await newContactCode(user, email);
    const [message] = await messagesTo(ctx().database.dataDir, email);
    expect(message!.subject).toBe('【华人生活圈】绑定验证码');
  });

  it('refuses the current contact and one bound to another account', async () => {
    const user = await createLoggedInUser(ctx());
    const other = await createUser(ctx());
    const ask = (account: string) => ctx().client.call(requestNewVcode, { account }, as(user));
    expect(await ask(user.email!)).toEqual({ code: Code.invalid, reason: '新邮箱与当前邮箱相同' });
    expect(await ask(user.phone!)).toEqual({
      code: Code.invalid,
      reason: '新手机号与当前手机号相同',
    });
    expect(await ask(other.email!)).toEqual({
      code: Code.conflict,
      reason: '该邮箱已被其他账号绑定',
    });
    expect(await ask(other.phone!)).toEqual({
      code: Code.conflict,
      reason: '该手机号已被其他账号绑定',
    });
    expect(await ask('nonsense')).toEqual({
      code: Code.invalid,
      reason: '请输入正确的手机号（美国或中国大陆）或邮箱',
    });
  });
});

describe('POST /v1/user/request_my_vcode/', () => {
  it('sends a code to the current e-mail or phone', async () => {
    const user = await createLoggedInUser(ctx());
    await myCode(user, 'email');
    await myCode(user, 'phone');
    const [sms] = await messagesTo(ctx().database.dataDir, user.phone!);
    expect(sms!.text).toContain('身份验证验证码');
  });

  it('refuses a channel the account has no contact on, and a made-up channel', async () => {
    const user = await createLoggedInUser(ctx(), { phone: null });
    expect(await ctx().client.call(requestMyVcode, { channel: 'phone' }, as(user))).toEqual({
      code: Code.invalid,
      reason: '您还没有绑定手机号',
    });
    expect(await ctx().client.call(requestMyVcode, { channel: 'fax' }, as(user))).toEqual({
      code: Code.invalid,
      reason: '请选择接收验证码的方式',
    });
  });
});

/** Binds a new phone to the user with its code and a code sent to the user's current `via`. */
async function bindNewPhone(user: LoggedIn, via: 'email' | 'phone') {
  const phone = uniquePhone();
  const myVcode = await myCode(user, via);
  const vcode = await newContactCode(user, phone);
  const res = await ctx().client.call(
    changeEmailOrPhone,
    { account: phone, vcode, myVcode },
    as(user),
  );
  return { phone, res };
}

describe('POST /v1/user/change_email_or_phone/', () => {
  it('binds a new e-mail with its code and the current password; the old one is told', async () => {
    const user = await createLoggedInUser(ctx());
    const email = uniqueEmail();
    const vcode = await newContactCode(user, email);
    const res = await ctx().client.call(
      changeEmailOrPhone,
      { account: email, vcode, password: user.password },
      as(user),
    );
    expect(res.code).toBe(Code.ok);
    expect(res.data).toMatchObject({ id: user.id, contactEmail: email, contactNumber: user.phone });
    const [notice] = await messagesTo(ctx().database.dataDir, user.email!);
    expect(notice).toMatchObject({ channel: 'email', subject: '【华人生活圈】绑定邮箱已更换' });
    expect(notice!.text).toContain(`您账号绑定的邮箱刚刚更换为 ${email[0]}***@example.com`);
    const loginWith = (account: string) =>
      ctx().client.call(login, { account, password: user.password }, fromNewIp());
    expect((await loginWith(email)).code).toBe(Code.ok);
    expect((await loginWith(user.email!)).code).toBe(Code.invalid);
  });

  it('binds a new phone with its code and a code sent to the current phone', async () => {
    const user = await createLoggedInUser(ctx());
    const { phone, res } = await bindNewPhone(user, 'phone');
    expect(res.data).toMatchObject({ contactNumber: phone });
    const notices = await messagesTo(ctx().database.dataDir, user.phone!);
    expect(notices.at(-1)!.text).toContain('您账号绑定的手机号刚刚更换为');
  });

  it('binds a first phone with a code sent to the current e-mail, telling that e-mail', async () => {
    const user = await createLoggedInUser(ctx(), { phone: null });
    const { phone, res } = await bindNewPhone(user, 'email');
    expect(res.data).toMatchObject({ contactNumber: phone, contactEmail: user.email });
    expect((await messagesTo(ctx().database.dataDir, user.email!)).at(-1)!.subject).toBe(
      '【华人生活圈】绑定手机号已更换',
    );
  });

  it.each([
    [{ vcode: '123456', password: 'x' }, '请输入手机号或邮箱'],
    [{ account: 'new@example.com', password: 'x' }, '请输入验证码'],
    [{ account: 'new@example.com', vcode: '123456' }, '请输入当前密码或原手机/邮箱收到的验证码'],
    [{ account: 'new@example.com', vcode: '123456', myVcode: '12' }, '请输入 6 位数字验证码'],
  ])('refuses %o with its reason', async (input, reason) => {
    const user = await createLoggedInUser(ctx());
    expect(await ctx().client.call(changeEmailOrPhone, input, as(user))).toEqual({
      code: Code.invalid,
      reason,
    });
  });

  it('refuses a wrong password, a wrong code and a code for another target, changing nothing', async () => {
    const user = await createLoggedInUser(ctx());
    const email = uniqueEmail();
    const vcode = await newContactCode(user, email);
    const wrong = wrongCode(vcode);
    const change = (input: Record<string, string>) =>
      ctx().client.call(changeEmailOrPhone, input, as(user));
    expect(await change({ account: email, vcode, password: 'not-my-password' })).toEqual({
      code: Code.invalid,
      reason: '当前密码不正确',
    });
    expect(await change({ account: email, vcode: wrong, password: user.password })).toEqual({
      code: Code.invalid,
      reason: Reasons.vcodeWrong(4),
    });
    expect(await change({ account: uniqueEmail(), vcode, password: user.password })).toEqual({
      code: Code.invalid,
      reason: Reasons.vcodeInvalid,
    });
    expect(await change({ account: email, vcode, myVcode: '123456' })).toEqual({
      code: Code.invalid,
      reason: Reasons.vcodeInvalid,
    });
    expect((await ctx().client.call(userInfo, {}, as(user))).data!.contactEmail).toBe(user.email);
    // Every failure above left the new code usable.
    expect((await change({ account: email, vcode, password: user.password })).code).toBe(Code.ok);
  });

  it("refuses a code another account asked for, even with that account's target", async () => {
    const asker = await createLoggedInUser(ctx());
    const thief = await createLoggedInUser(ctx());
    const email = uniqueEmail();
    const vcode = await newContactCode(asker, email);
    expect(
      await ctx().client.call(
        changeEmailOrPhone,
        { account: email, vcode, password: thief.password },
        as(thief),
      ),
    ).toEqual({ code: Code.invalid, reason: Reasons.vcodeInvalid });
  });

  it('answers 409 when another account took the contact after the code was sent', async () => {
    const user = await createLoggedInUser(ctx());
    const email = uniqueEmail();
    const vcode = await newContactCode(user, email);
    await createUser(ctx(), { email });
    expect(
      await ctx().client.call(
        changeEmailOrPhone,
        { account: email, vcode, password: user.password },
        as(user),
      ),
    ).toEqual({ code: Code.conflict, reason: '该邮箱已被其他账号绑定' });
  });
});
