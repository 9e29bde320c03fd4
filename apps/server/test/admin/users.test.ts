import {
  adminBanUser,
  adminUnbanUser,
  adminUserDetail,
  adminUserList,
  Code,
  login,
  userInfo,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { createAdmin, latestAudit } from '../support/admin';
import { useContentApp } from '../support/content';
import {
  createLoggedInUser,
  createUser,
  loginAs,
  type TestUser,
  fromNewIp,
} from '../support/factories';

const { ctx, articleBy, postBy, admin } = useContentApp(['admin']);

const as = {
  get token() {
    return admin.token;
  },
};
const loginFrom = (user: TestUser) =>
  ctx().client.call(login, { account: user.account, password: user.password }, fromNewIp());

describe('GET /v1/admin/users/', () => {
  it('finds a user by id, e-mail, phone in any format and nickname prefix, newest first', async () => {
    const user = await createUser(ctx(), {
      nickName: '法拉盛老王甲',
      email: 'Wang.Flushing@example.com'.toLowerCase(),
      phone: '+12125550188',
    });
    const other = await createUser(ctx(), { nickName: '法拉盛老王乙' });
    const find = async (keyword: string) =>
      (await ctx().client.call(adminUserList, { keyword }, as)).data!.list.map((u) => u.id);

    expect(await find(String(user.id))).toContain(user.id);
    expect(await find('WANG.flushing@example.com')).toEqual([user.id]);
    expect(await find('(212) 555-0188')).toEqual([user.id]);
    expect(await find('212-555-0188')).toEqual([user.id]);
    expect(await find('法拉盛老王')).toEqual([other.id, user.id]);
    expect(await find('拉盛老王')).toEqual([]);
  });

  it('filters by status and pages by cursor', async () => {
    const banned = await createUser(ctx(), {
      status: 'banned',
      banReason: '广告',
      nickName: '广告号甲',
    });
    const res = await ctx().client.call(adminUserList, { status: 'banned' }, as);
    expect(res.data!.list.map((u) => u.id)).toContain(banned.id);
    expect(res.data!.list.every((u) => u.status === 'banned')).toBe(true);

    const first = await ctx().client.call(adminUserList, { pageSize: 2 }, as);
    const second = await ctx().client.call(
      adminUserList,
      { pageSize: 2, cursor: first.data!.nextCursor! },
      as,
    );
    const ids = [...first.data!.list, ...second.data!.list].map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(4);
  });

  it('refuses bad input in Chinese', async () => {
    expect(await ctx().client.call(adminUserList, { keyword: '字'.repeat(51) }, as)).toEqual({
      code: Code.invalid,
      reason: '关键词最多 50 个字',
    });
    expect((await ctx().client.call(adminUserList, { cursor: 'x' }, as)).code).toBe(Code.invalid);
  });
});

describe('GET /v1/admin/users/{id}/', () => {
  it('shows the counts of posts and articles and the latest login attempts', async () => {
    const author = await createLoggedInUser(ctx());
    await postBy(author);
    await postBy(author);
    await articleBy(author);
    await loginFrom({ ...author, password: 'wrong-password-1' });

    const res = await ctx().client.call(adminUserDetail, { id: author.id }, as);
    expect(res.data!.user).toMatchObject({
      id: author.id,
      role: 'user',
      status: 'active',
      postCount: 2,
      articleCount: 1,
    });
    expect(res.data!.loginLogs.map((l) => l.success)).toEqual([false, true]);
  });

  it('answers 404 for an unknown user', async () => {
    expect(await ctx().client.call(adminUserDetail, { id: 999_999 }, as)).toEqual({
      code: Code.notFound,
      reason: '用户不存在',
    });
  });
});

describe('bans', () => {
  it('ends every session at once, login answers 423 with the reason, unban lets them back', async () => {
    const user = await createLoggedInUser(ctx());
    const second = await loginAs(ctx(), user);

    const banned = await ctx().client.call(
      adminBanUser,
      { userId: user.id, reason: '发布虚假广告' },
      as,
    );
    expect(banned.data).toMatchObject({ status: 'banned', banReason: '发布虚假广告' });
    for (const token of [user.token, second]) {
      expect((await ctx().client.call(userInfo, {}, { token })).code).toBe(Code.notLoggedIn);
    }
    expect(await loginFrom(user)).toEqual({
      code: Code.accountDisabled,
      reason: '账号已被停用：发布虚假广告',
    });
    expect(await latestAudit(ctx(), admin.token, 'user', user.id)).toMatchObject({
      actor: { id: admin.id, nickName: admin.nickName },
      action: 'user.ban',
      reason: '发布虚假广告',
      before: { status: 'active', banReason: null },
      after: { status: 'banned', banReason: '发布虚假广告' },
    });

    const lifted = await ctx().client.call(
      adminUnbanUser,
      { userId: user.id, reason: '申诉通过' },
      as,
    );
    expect(lifted.data).toMatchObject({ status: 'active', banReason: null });
    expect((await loginFrom(user)).code).toBe(Code.ok);
    expect(await latestAudit(ctx(), admin.token, 'user', user.id)).toMatchObject({
      action: 'user.unban',
      reason: '申诉通过',
      after: { status: 'active', banReason: null },
    });
  });

  it('refuses to ban oneself or another administrator, and unknown users', async () => {
    const other = await createAdmin(ctx(), { nickName: '管理员乙' });
    expect(await ctx().client.call(adminBanUser, { userId: admin.id, reason: '测试' }, as)).toEqual(
      { code: Code.conflict, reason: '不能停用自己的账号' },
    );
    expect(await ctx().client.call(adminBanUser, { userId: other.id, reason: '测试' }, as)).toEqual(
      { code: Code.conflict, reason: '不能停用管理员账号，请先撤销其管理员身份' },
    );
    expect((await ctx().client.call(userInfo, {}, { token: other.token })).code).toBe(Code.ok);
    expect(await ctx().client.call(adminBanUser, { userId: 999_999, reason: '测试' }, as)).toEqual({
      code: Code.notFound,
      reason: '用户不存在',
    });
  });

  it('needs a reason', async () => {
    const user = await createUser(ctx());
    expect(await ctx().client.call(adminBanUser, { userId: user.id, reason: '  ' }, as)).toEqual({
      code: Code.invalid,
      reason: '请填写操作原因',
    });
    expect(
      await ctx().client.call(adminBanUser, { userId: user.id, reason: '长'.repeat(201) }, as),
    ).toEqual({ code: Code.invalid, reason: '操作原因最多 200 个字' });
  });
});
