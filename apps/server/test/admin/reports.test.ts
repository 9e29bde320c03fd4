import {
  adminReportList,
  adminResolveReport,
  Code,
  login,
  myPosts,
  postDetail,
  postList,
  reportPost,
  type Post,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { createAdmin, latestAudit } from '../support/admin';
import { useContentApp } from '../support/content';
import { type LoggedInUser, fromNewIp } from '../support/factories';
import { createSessionUser, searchIds } from '../support/posts';

const { ctx, postBy, admin } = useContentApp(['admin']);
const AUTO_HIDE_REASON = '多位用户举报，等待审核';

const report = (user: LoggedInUser, postId: number) =>
  ctx().client.call(
    reportPost,
    { postId, reason: '垃圾广告', text: '重复刷屏' },
    { token: user.token },
  );

async function reportedBy(count: number, post: Post) {
  const users = await Promise.all(Array.from({ length: count }, () => createSessionUser(ctx())));
  for (const user of users) expect((await report(user, post.id)).code).toBe(200);
  return users;
}

async function openCaseOf(postId: number) {
  const res = await ctx().client.call(adminReportList, { pageSize: 50 }, { token: admin.token });
  expect(res.code).toBe(200);
  return res.data!.list.find((c) => c.post.id === postId);
}

/** A post by `author` that `reporters` users reported, and the open case it is in. */
async function reportedCase(
  author: LoggedInUser,
  reporters: number,
  overrides?: Parameters<typeof postBy>[1],
) {
  const post = await postBy(author, overrides);
  await reportedBy(reporters, post);
  return { post, open: (await openCaseOf(post.id))! };
}

const resolve = (
  caseId: number,
  action: 'dismiss' | 'hide' | 'delete' | 'ban',
  reason = '核实处理',
) => ctx().client.call(adminResolveReport, { caseId, action, reason }, { token: admin.token });

const search = (keyword: string) => searchIds(ctx(), keyword);

describe('report cases and the auto-hide threshold', () => {
  it('counts distinct users: two do not hide the post, the third does, in the same call', async () => {
    const author = await createSessionUser(ctx());
    const post = await postBy(author, { title: '低价出售名牌包包一号' });
    const [first] = await reportedBy(2, post);
    // The same user again is refused and counts nothing.
    const again = await report(first!, post.id);
    expect(again).toMatchObject({ code: Code.conflict, reason: '您已举报过该帖子' });
    let open = await openCaseOf(post.id);
    expect(open).toMatchObject({ reporterCount: 2, autoHidden: false, state: 'open' });
    expect(open!.post.status).toBe('published');
    expect(open!.reasons).toEqual([{ reason: '垃圾广告', count: 2 }]);
    expect(open!.texts).toHaveLength(2);
    expect(await search('名牌包包一号')).toContain(post.id);

    await reportedBy(1, post);
    open = await openCaseOf(post.id);
    expect(open).toMatchObject({ reporterCount: 3, autoHidden: true });
    expect(open!.post).toMatchObject({ status: 'hidden', statusReason: AUTO_HIDE_REASON });

    // Others: gone from the list, the search and the detail.
    const reader = await createSessionUser(ctx());
    expect(await search('名牌包包一号')).not.toContain(post.id);
    const listed = await ctx().client.call(postList, { pageSize: 50 });
    expect(listed.data!.list.map((x) => x.id)).not.toContain(post.id);
    const detail = await ctx().client.call(postDetail, { id: post.id }, { token: reader.token });
    expect(detail.code).toBe(Code.notFound);
    // The author: in my posts with the reason, and the detail too.
    const mine = await ctx().client.call(myPosts, {}, { token: author.token });
    expect(mine.data!.list.find((x) => x.id === post.id)).toMatchObject({
      status: 'hidden',
      statusReason: AUTO_HIDE_REASON,
    });
    const own = await ctx().client.call(postDetail, { id: post.id }, { token: author.token });
    expect(own.data).toMatchObject({ status: 'hidden', statusReason: AUTO_HIDE_REASON });
  });

  it('puts auto-hidden cases first, then most reporters, ties oldest first, in keyset pages', async () => {
    const author = await createSessionUser(ctx());
    const one = await postBy(author);
    const two = await postBy(author);
    await reportedBy(1, one);
    ctx().clock.advance(1000);
    await reportedBy(2, two);
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const res = await ctx().client.call(
        adminReportList,
        { pageSize: 1, ...(cursor ? { cursor } : {}) },
        { token: admin.token },
      );
      expect(res.code).toBe(200);
      seen.push(...res.data!.list.map((c) => c.post.id));
      cursor = res.data!.nextCursor ?? undefined;
    } while (cursor);
    const cases = await ctx().client.call(
      adminReportList,
      { pageSize: 50 },
      { token: admin.token },
    );
    const keys = cases.data!.list.map((c) => [c.autoHidden ? 1 : 0, c.reporterCount]);
    expect(keys).toEqual([...keys].sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]!));
    expect(seen).toEqual(cases.data!.list.map((c) => c.post.id));
    expect(seen.indexOf(two.id)).toBeLessThan(seen.indexOf(one.id));
  });
});

describe('resolving a case', () => {
  it('dismiss: the post the threshold hid is published and found again; audit report.dismiss', async () => {
    const author = await createSessionUser(ctx());
    const { post, open } = await reportedCase(author, 3, { title: '出租法拉盛阳光套房' });
    const res = await resolve(open.id, 'dismiss', '内容正常');
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      state: 'closed',
      post: { status: 'published', statusReason: null },
      resolution: { action: 'dismiss', reason: '内容正常', admin: { id: admin.id } },
    });
    expect(await search('阳光套房')).toContain(post.id);
    expect(await latestAudit(ctx(), admin.token, 'post', post.id)).toMatchObject({
      action: 'report.dismiss',
      actor: { id: admin.id },
      reason: '内容正常',
      before: { status: 'hidden', statusReason: AUTO_HIDE_REASON },
      after: { status: 'published', statusReason: null },
    });
    // Closed: a second resolve is refused, and a new report opens a new case.
    expect(await resolve(open.id, 'hide')).toMatchObject({
      code: Code.conflict,
      reason: '该举报已处理',
    });
    await reportedBy(1, post);
    const reopened = await openCaseOf(post.id);
    expect(reopened!.id).not.toBe(open.id);
    expect(reopened!.reporterCount).toBe(1);
  });

  it('hide: the author reads the admin reason; audit report.hide', async () => {
    const author = await createSessionUser(ctx());
    const { post, open } = await reportedCase(author, 1);
    expect((await resolve(open.id, 'hide', '虚假房源')).data!.post).toMatchObject({
      status: 'hidden',
      statusReason: '虚假房源',
    });
    const mine = await ctx().client.call(myPosts, {}, { token: author.token });
    expect(mine.data!.list.find((x) => x.id === post.id)!.statusReason).toBe('虚假房源');
    expect(await latestAudit(ctx(), admin.token, 'post', post.id)).toMatchObject({
      action: 'report.hide',
      after: { status: 'hidden', statusReason: '虚假房源' },
    });
  });

  it('delete: the post is gone for everyone; audit report.delete', async () => {
    const author = await createSessionUser(ctx());
    const { post, open } = await reportedCase(author, 1);
    expect((await resolve(open.id, 'delete', '诈骗')).data!.post.status).toBe('deleted');
    const own = await ctx().client.call(postDetail, { id: post.id }, { token: author.token });
    expect(own.code).toBe(Code.notFound);
    expect((await latestAudit(ctx(), admin.token, 'post', post.id))!.action).toBe('report.delete');
  });

  it('ban: hides the post, bans the author and ends their sessions; both actions audited', async () => {
    const author = await createSessionUser(ctx());
    const { post, open } = await reportedCase(author, 1);
    expect((await resolve(open.id, 'ban', '专发诈骗信息')).data!.post.status).toBe('hidden');
    const after = await ctx().client.call(myPosts, {}, { token: author.token });
    expect(after.code).toBe(Code.notLoggedIn);
    const again = await ctx().client.call(
      login,
      { account: author.account, password: author.password },
      fromNewIp(),
    );
    expect(again.reason).toBe('账号已被停用：专发诈骗信息');
    expect((await latestAudit(ctx(), admin.token, 'post', post.id))!.action).toBe('report.ban');
    expect((await latestAudit(ctx(), admin.token, 'user', author.id))!.action).toBe('user.ban');
  });

  it('ban of an administrator is refused and changes nothing: the case stays open, the post published', async () => {
    const otherAdmin = await createAdmin(ctx());
    const { post, open } = await reportedCase(otherAdmin, 1);
    const refused = await resolve(open.id, 'ban', '误操作');
    expect(refused.code).toBe(Code.conflict);
    expect(await openCaseOf(post.id)).toMatchObject({ id: open.id, state: 'open' });
    expect((await ctx().client.call(postDetail, { id: post.id })).data!.status).toBe('published');
    expect((await latestAudit(ctx(), admin.token, 'post', post.id))?.action).not.toBe('report.ban');
  });

  it('lists closed cases newest first and answers 404 to an unknown case', async () => {
    const closed = await ctx().client.call(
      adminReportList,
      { state: 'closed', pageSize: 50 },
      { token: admin.token },
    );
    const times = closed.data!.list.map((c) => c.resolution!.at);
    expect(times.length).toBeGreaterThanOrEqual(4);
    expect(times).toEqual([...times].sort().reverse());
    expect((await resolve(999999, 'hide')).code).toBe(Code.notFound);
  });
});
