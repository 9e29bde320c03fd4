import {
  Code,
  Messages,
  calls,
  isLogin,
  login,
  logout,
  myLoginLogs,
  updateUser,
  userInfo,
  type Call,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app';
import { readEnvelope } from '../support/client';
import { createLoggedInUser, createUser, loginAs, fromNewIp } from '../support/factories';

const ctx = useTestApp();

async function rowOf(id: number) {
  return ctx()
    .app.db.selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('GET /v1/user/', () => {
  it("answers the caller's own profile", async () => {
    const user = await createLoggedInUser(ctx(), { nickName: '湾区小陈' });
    expect(await ctx().client.call(userInfo, {}, { token: user.token })).toEqual({
      code: Code.ok,
      data: {
        id: user.id,
        nickName: '湾区小陈',
        contactEmail: user.email,
        contactNumber: user.phone,
        wechatNumber: null,
        role: 'user',
        createdAt: new Date(user.row.created_at).toISOString(),
      },
    });
  });
});

describe('POST /v1/user/', () => {
  it('changes the nickname and the WeChat ID', async () => {
    const user = await createLoggedInUser(ctx());
    const res = await ctx().client.call(
      updateUser,
      { nickName: ' 新昵称 ', wechatNumber: 'wx_chen-2024' },
      { token: user.token },
    );
    expect(res.data).toMatchObject({ nickName: '新昵称', wechatNumber: 'wx_chen-2024' });
    expect((await ctx().client.call(userInfo, {}, { token: user.token })).data).toMatchObject({
      nickName: '新昵称',
      wechatNumber: 'wx_chen-2024',
    });
  });

  it('changes one field and leaves the other; an empty WeChat ID clears it', async () => {
    const user = await createLoggedInUser(ctx(), { nickName: '原来的名字' });
    const token = { token: user.token };
    await ctx().client.call(updateUser, { wechatNumber: 'wx_first' }, token);
    expect((await ctx().client.call(updateUser, {}, token)).data).toMatchObject({
      nickName: '原来的名字',
      wechatNumber: 'wx_first',
    });
    expect((await ctx().client.call(updateUser, { wechatNumber: '' }, token)).data).toMatchObject({
      nickName: '原来的名字',
      wechatNumber: null,
    });
  });

  it.each([
    [{ nickName: '王' }, '昵称至少 2 个字'],
    [{ nickName: '<script>' }, '昵称不能包含特殊符号'],
    [{ wechatNumber: '123456' }, '微信号为 6-20 位，以字母开头，可含字母、数字、下划线和减号'],
    [{ wechatNumber: 'wx' }, '微信号为 6-20 位，以字母开头，可含字母、数字、下划线和减号'],
  ])('refuses %o with its reason and changes nothing', async (input, reason) => {
    const user = await createLoggedInUser(ctx());
    expect(await ctx().client.call(updateUser, input, { token: user.token })).toEqual({
      code: Code.invalid,
      reason,
    });
    expect((await rowOf(user.id)).nick_name).toBe(user.nickName);
  });

  it('ignores id, role, token, contacts, password and status in the body', async () => {
    const user = await createLoggedInUser(ctx());
    const other = await createUser(ctx());
    const before = await rowOf(user.id);
    const res = await ctx().client.call(
      updateUser,
      {
        nickName: '只改昵称',
        id: other.id,
        role: 'admin',
        token: 'chosen-token',
        contactEmail: 'thief@example.com',
        contactNumber: '+12125550100',
        email: 'thief@example.com',
        password: 'Thief-Password-1',
        password_hash: 'scrypt$1$1$1$x$y',
        status: 'active',
        failed_logins: 0,
        created_at: 0,
      },
      { token: user.token },
    );
    expect(res.data).toMatchObject({ id: user.id, nickName: '只改昵称', contactEmail: user.email });
    const after = await rowOf(user.id);
    expect(after).toEqual({ ...before, nick_name: '只改昵称', updated_at: after.updated_at });
    expect(after.role).toBe('user');
    expect(await rowOf(other.id)).toEqual(other.row);
    const relogin = await ctx().client.call(
      login,
      { account: user.email!, password: user.password },
      fromNewIp(),
    );
    expect(relogin.code).toBe(Code.ok);
  });

  it.each([
    '{"nickName":"原型污染","__proto__":{"role":"admin"}}',
    '{"nickName":"原型污染","constructor":{"prototype":{"role":"admin"}}}',
  ])('refuses a body that tries to reach the prototype: %s', async (body) => {
    const user = await createLoggedInUser(ctx());
    const before = await rowOf(user.id);
    const res = await ctx().client.fetch(updateUser.path, {
      method: 'POST',
      sign: { token: user.token },
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(await readEnvelope(res)).toEqual({ code: Code.invalid, reason: Messages.malformedJson });
    expect(await rowOf(user.id)).toEqual(before);
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });
});

describe('POST /v1/user/logout/', () => {
  it('ends the caller’s session and no other', async () => {
    const user = await createLoggedInUser(ctx());
    const otherDevice = await loginAs(ctx(), user);
    expect(await ctx().client.call(logout, { id: user.id }, { token: user.token })).toEqual({
      code: Code.ok,
      data: {},
    });
    expect((await ctx().client.call(isLogin, {}, { token: user.token })).data).toEqual({
      login: false,
    });
    expect(await ctx().client.call(userInfo, {}, { token: user.token })).toEqual({
      code: Code.notLoggedIn,
      reason: Messages.notLoggedIn,
    });
    expect((await ctx().client.call(isLogin, {}, { token: otherDevice })).data).toEqual({
      login: true,
    });
  });

  it("answers 404 to another user's id and ends nothing", async () => {
    const user = await createLoggedInUser(ctx());
    const other = await createLoggedInUser(ctx());
    expect(await ctx().client.call(logout, { id: other.id }, { token: user.token })).toEqual({
      code: Code.notFound,
      reason: '用户不存在',
    });
    expect((await ctx().client.call(isLogin, {}, { token: user.token })).data!.login).toBe(true);
    expect((await ctx().client.call(isLogin, {}, { token: other.token })).data!.login).toBe(true);
  });

  it('refuses a missing id with its reason', async () => {
    const user = await createLoggedInUser(ctx());
    expect(await ctx().client.call(logout, {}, { token: user.token })).toEqual({
      code: Code.invalid,
      reason: '用户编号不正确',
    });
  });
});

describe("another user's account", () => {
  it('is never read or changed through the caller’s token', async () => {
    const me = await createLoggedInUser(ctx(), { nickName: '我自己' });
    const other = await createLoggedInUser(ctx(), { nickName: '别人' });
    // The id in a query or body is ignored: every call acts on the token's user.
    const info = await ctx().client.call(userInfo, { id: other.id }, { token: me.token });
    expect(info.data).toMatchObject({ id: me.id, nickName: '我自己' });
    await ctx().client.call(updateUser, { id: other.id, nickName: '被改了' }, { token: me.token });
    expect((await rowOf(other.id)).nick_name).toBe('别人');
    const logs = await ctx().client.call(myLoginLogs, { userId: other.id }, { token: me.token });
    const mine = await ctx()
      .app.db.selectFrom('login_logs')
      .select('id')
      .where('user_id', '=', me.id)
      .execute();
    expect(logs.data!.list.map((l) => l.id).sort()).toEqual(mine.map((r) => r.id).sort());
  });
});

describe('calls that need a login', () => {
  const userCalls = Object.values(calls as Record<string, Call>).filter((e) => e.auth === 'user');

  it('include every account call that acts on the caller', () => {
    expect(userCalls.map((e) => `${e.method} ${e.path}`)).toEqual(
      expect.arrayContaining([
        'POST /v1/user/logout/',
        'GET /v1/user/',
        'POST /v1/user/',
        'GET /v1/user/my_login_logs/',
        'POST /v1/user/loginPassword/',
        'POST /v1/user/request_new_vcode/',
        'POST /v1/user/request_my_vcode/',
        'POST /v1/user/change_email_or_phone/',
      ]),
    );
  });

  it.each(userCalls.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s answers 403 to a visitor and to a dead token, before reading the input',
    async (_, endpoint) => {
      const expected = { code: Code.notLoggedIn, reason: Messages.notLoggedIn };
      expect(await ctx().client.call(endpoint, {})).toEqual(expected);
      expect(await ctx().client.call(endpoint, {}, { token: 'not-a-session-token' })).toEqual(
        expected,
      );
    },
  );
});
