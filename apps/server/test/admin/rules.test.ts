import {
  adminSaveParamConfig,
  Code,
  myPosts,
  newComment,
  newPost,
  postDetail,
  postList,
  postReply,
  reportPost,
} from '@huaren/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../src/lib/clock';
import { createAdmin } from '../support/admin';
import { useContentApp } from '../support/content';
import { createPost, createSessionUser, postInput } from '../support/posts';

/** Decision 0008's posting rules against spam. */
const { ctx, p, articleBy, postBy } = useContentApp();

const fresh = () => createSessionUser(ctx(), {});

describe('new accounts', () => {
  it('publish 3 posts in their first 24 hours, and more once the account is a day old', async () => {
    const user = await fresh();
    for (let i = 0; i < 3; i++) await postBy(user);
    const refused = await ctx().client.call(newPost, postInput(p), { token: user.token });
    expect(refused).toMatchObject({
      code: Code.tooManyRequests,
      reason: '新注册账号 24 小时内最多发布 3 条信息',
    });
    const older = await createSessionUser(ctx());
    for (let i = 0; i < 4; i++) await postBy(older);
    ctx().clock.advance(DAY_MS);
    expect((await ctx().client.call(newPost, postInput(p), { token: user.token })).code).toBe(200);
  });

  it('write 10 replies and comments together in their first 24 hours', async () => {
    const author = await createSessionUser(ctx());
    const post = await postBy(author);
    const article = await articleBy(author);
    const user = await fresh();
    // A reply to the post and a comment on the article: one limit counts both.
    const answer = async (content: string) => [
      await ctx().client.call(postReply, { postId: post.id, content }, { token: user.token }),
      await ctx().client.call(
        newComment,
        { articleId: article.id, content },
        { token: user.token },
      ),
    ];
    for (let i = 0; i < 5; i++) {
      for (const res of await answer(`第${i}条`)) expect(res.code).toBe(200);
    }
    const reason = '新注册账号 24 小时内最多发布 10 条回复和评论';
    for (const res of await answer('还想再说一句')) {
      expect(res).toMatchObject({ code: Code.tooManyRequests, reason });
    }
  });
});

describe('duplicate posts', () => {
  it('refuses the same title and text within 48 hours, however it is spaced or cased', async () => {
    const user = await createSessionUser(ctx());
    const input = postInput(p, {
      title: 'Flushing 合租房间出租',
      content: '缅街附近合租房间，近 7 号线地铁，包水电网。',
    });
    await createPost(ctx(), user.token, input);
    const variants = [
      input,
      { ...input, title: 'ＦＬＵＳＨＩＮＧ  合租房间出租' },
      { ...input, content: ' 缅街附近合租房间，近 \n 7   号线地铁，包水电网。 ' },
    ];
    for (const variant of variants) {
      expect(await ctx().client.call(newPost, variant, { token: user.token })).toMatchObject({
        code: Code.conflict,
        reason: '请勿重复发布相同内容',
      });
    }
    // Another author may post it; the same one again after 48 hours.
    const other = await createSessionUser(ctx());
    expect((await ctx().client.call(newPost, input, { token: other.token })).code).toBe(200);
    ctx().clock.advance(2 * DAY_MS + HOUR_MS);
    expect((await ctx().client.call(newPost, input, { token: user.token })).code).toBe(200);
  });
});

describe('reports', () => {
  it('takes 20 reports a day from a user and refuses the 21st', async () => {
    const authors = [await createSessionUser(ctx()), await createSessionUser(ctx())];
    const posts = [];
    for (let i = 0; i < 21; i++) {
      posts.push(await postBy(authors[i % 2]!));
    }
    const user = await createSessionUser(ctx());
    const report = (postId: number) =>
      ctx().client.call(reportPost, { postId, reason: '垃圾广告' }, { token: user.token });
    for (const post of posts.slice(0, 20)) expect((await report(post.id)).code).toBe(200);
    expect(await report(posts[20]!.id)).toMatchObject({
      code: Code.tooManyRequests,
      reason: '今日举报次数已达上限',
    });
  });
});

describe('the auto-hide threshold', () => {
  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await createAdmin(ctx())).token;
  });
  const threshold = (value: string) =>
    ctx().client.call(
      adminSaveParamConfig,
      { key: 'reportAutoHideThreshold', value },
      { token: adminToken },
    );

  it('is the reportAutoHideThreshold parameter, read on every report: at 2 the second reporter hides the post', async () => {
    const author = await createSessionUser(ctx());
    const post = await postBy(author, { title: '高薪兼职日结一千' });
    const [first, second] = [await createSessionUser(ctx()), await createSessionUser(ctx())];
    const report = (user: { token: string }) =>
      ctx().client.call(reportPost, { postId: post.id, reason: '虚假诈骗' }, { token: user.token });
    const listed = async () =>
      (await ctx().client.call(postList, { keyword: '兼职日结' })).data!.list.some(
        (x) => x.id === post.id,
      );

    expect((await threshold('3')).code).toBe(Code.ok);
    expect((await report(first)).code).toBe(Code.ok);
    // Changed while the post's case is open: the next report counts against the new figure.
    expect((await threshold('2')).code).toBe(Code.ok);
    expect((await report(first)).code).toBe(Code.conflict);
    expect(await listed()).toBe(true);

    expect((await report(second)).code).toBe(Code.ok);
    expect(await listed()).toBe(false);
    expect(
      (await ctx().client.call(postDetail, { id: post.id }, { token: first.token })).code,
    ).toBe(Code.notFound);
    const mine = await ctx().client.call(myPosts, {}, { token: author.token });
    expect(mine.data!.list.find((x) => x.id === post.id)).toMatchObject({
      status: 'hidden',
      statusReason: '多位用户举报，等待审核',
    });
    expect((await threshold('3')).code).toBe(Code.ok);
  });

  it.each(['0', '-1', '2.5', 'two', '', '1000'])(
    'refuses %j as the threshold and keeps the one set',
    async (value) => {
      expect(await threshold(value)).toEqual({
        code: Code.invalid,
        reason: '举报自动隐藏人数须为 1-999 的整数',
      });
      const stored = await ctx()
        .app.db.selectFrom('param_config')
        .select('value')
        .where('key', '=', 'reportAutoHideThreshold')
        .executeTakeFirst();
      expect(stored?.value).toBe('3');
    },
  );
});
