import {
  adminRecommendedPosts,
  adminRecommendPost,
  articleDetail,
  Code,
  commentList,
  DASHBOARD_TIME_ZONE,
  myPosts,
  newComment,
  postDetail,
  postList,
  postReply,
  recommendImportantPost,
  replyList,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/lib/clock';
import { latestAudit, contentConsole } from '../support/admin';
import { useContentApp } from '../support/content';
import { createSessionUser, searchIds } from '../support/posts';

const { ctx, p, articleBy, postBy, admin, author } = useContentApp(['admin', 'author']);

const { setStatus, listContent } = contentConsole(ctx, admin);
const search = (keyword: string) => searchIds(ctx(), keyword);

/** Today's date in the console's time zone. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DASHBOARD_TIME_ZONE }).format(ctx().clock.now());

describe('hiding, restoring and approving', () => {
  it('hides a post from others (the author reads why) and restores it; each audited', async () => {
    const post = await postBy(author, { title: '法拉盛家庭旅馆日租房' });
    const hidden = await setStatus('post', post.id, 'hide', '虚假信息');
    expect(hidden.data).toMatchObject({ status: 'hidden', statusReason: '虚假信息' });
    expect(await search('家庭旅馆')).not.toContain(post.id);
    expect((await ctx().client.call(postDetail, { id: post.id })).code).toBe(Code.notFound);
    const mine = await ctx().client.call(myPosts, {}, { token: author.token });
    expect(mine.data!.list.find((x) => x.id === post.id)!.statusReason).toBe('虚假信息');
    expect(await latestAudit(ctx(), admin.token, 'post', post.id)).toMatchObject({
      action: 'post.hide',
      reason: '虚假信息',
      before: { status: 'published', statusReason: null },
      after: { status: 'hidden', statusReason: '虚假信息' },
    });
    // Hidden already: a second hide is refused with the reason.
    expect(await setStatus('post', post.id, 'hide')).toMatchObject({
      code: Code.conflict,
      reason: '当前状态不能执行该操作',
    });
    const restored = await setStatus('post', post.id, 'restore', '申诉成功');
    expect(restored.data).toMatchObject({ status: 'published', statusReason: null });
    expect(await search('家庭旅馆')).toContain(post.id);
    expect((await latestAudit(ctx(), admin.token, 'post', post.id))!.action).toBe('post.restore');
  });

  it('keeps a pending post in a premoderated category out of sight until approved', async () => {
    await ctx()
      .app.db.updateTable('categories')
      .set({ premoderated: 1 })
      .where('id', '=', p.secondhand)
      .execute();
    const post = await postBy(author, { categoryId: p.secondhand, title: '出售九成新婴儿推车' });
    expect(post.status).toBe('pending');
    expect(await search('婴儿推车')).not.toContain(post.id);
    const listed = await ctx().client.call(postList, { pageSize: 50 });
    expect(listed.data!.list.map((x) => x.id)).not.toContain(post.id);
    expect((await ctx().client.call(postDetail, { id: post.id })).code).toBe(Code.notFound);
    const mine = await ctx().client.call(myPosts, {}, { token: author.token });
    expect(mine.data!.list.find((x) => x.id === post.id)!.status).toBe('pending');
    expect(await setStatus('post', post.id, 'restore')).toMatchObject({ code: Code.conflict });

    const pending = await listContent({ type: 'post', status: 'pending' });
    expect(pending.list.map((x) => x.id)).toContain(post.id);
    expect((await setStatus('post', post.id, 'approve', '审核通过')).data!.status).toBe(
      'published',
    );
    expect(await search('婴儿推车')).toContain(post.id);
    expect((await latestAudit(ctx(), admin.token, 'post', post.id))!.action).toBe('post.approve');
    await ctx()
      .app.db.updateTable('categories')
      .set({ premoderated: 0 })
      .where('id', '=', p.secondhand)
      .execute();
  });

  it('hides a reply and its answers from reply_list and keeps the counts right', async () => {
    const post = await postBy(author);
    const reader = await createSessionUser(ctx());
    const reply = (content: string, replyId?: number) =>
      ctx().client.call(
        postReply,
        { postId: post.id, content, ...(replyId ? { replyId } : {}) },
        { token: reader.token },
      );
    const top = (await reply('第一条回复内容')).data!;
    const child = (await reply('回复下面的回答', top.id)).data!;
    const other = (await reply('另一条回复内容')).data!;
    const count = async () =>
      (await ctx().client.call(postDetail, { id: post.id })).data!.replyCount;
    expect(await count()).toBe(3);

    expect((await setStatus('reply', child.id, 'hide')).data!.status).toBe('hidden');
    let threads = (await ctx().client.call(replyList, { postId: post.id })).data!.list;
    expect(threads.find((r) => r.id === top.id)).toMatchObject({ childCount: 0, children: [] });
    expect(await count()).toBe(2);

    expect((await setStatus('reply', top.id, 'hide')).code).toBe(200);
    threads = (await ctx().client.call(replyList, { postId: post.id })).data!.list;
    expect(threads.map((r) => r.id)).toEqual([other.id]);
    expect(await count()).toBe(1);
    expect((await latestAudit(ctx(), admin.token, 'reply', top.id))!.action).toBe('reply.hide');

    // Restoring the child under a hidden parent counts nothing until the parent is back.
    await setStatus('reply', child.id, 'restore');
    expect(await count()).toBe(1);
    await setStatus('reply', top.id, 'restore', '误判');
    expect(await count()).toBe(3);
    expect(await latestAudit(ctx(), admin.token, 'reply', top.id)).toMatchObject({
      action: 'reply.restore',
      reason: '误判',
      before: { status: 'hidden', statusReason: '违反社区规定' },
      after: { status: 'published', statusReason: null },
    });
    threads = (await ctx().client.call(replyList, { postId: post.id })).data!.list;
    expect(threads.find((r) => r.id === top.id)).toMatchObject({ childCount: 1 });
    expect(await setStatus('reply', top.id, 'approve')).toMatchObject({ code: Code.conflict });
  });

  it('hides a comment from comment_list and the article count; hides and restores an article', async () => {
    const article = await articleBy(author);
    const comment = await ctx().client.call(
      newComment,
      { articleId: article.id, content: '写得很好，谢谢分享' },
      { token: author.token },
    );
    expect((await setStatus('comment', comment.data!.id, 'hide')).data).toMatchObject({
      status: 'hidden',
      parent: { type: 'article', id: article.id },
    });
    expect(await latestAudit(ctx(), admin.token, 'comment', comment.data!.id)).toMatchObject({
      action: 'comment.hide',
      reason: '违反社区规定',
      after: { status: 'hidden', statusReason: '违反社区规定' },
    });
    const comments = async () =>
      (await ctx().client.call(commentList, { articleId: article.id })).data!.list;
    expect(await comments()).toEqual([]);
    const detail = await ctx().client.call(articleDetail, { id: article.id });
    expect(detail.data!.commentCount).toBe(0);
    await setStatus('comment', comment.data!.id, 'restore', '申诉成功');
    expect((await comments()).map((c) => c.id)).toEqual([comment.data!.id]);
    expect(await latestAudit(ctx(), admin.token, 'comment', comment.data!.id)).toMatchObject({
      action: 'comment.restore',
      reason: '申诉成功',
    });

    expect((await setStatus('article', article.id, 'hide', '抄袭')).data!.status).toBe('hidden');
    expect(await latestAudit(ctx(), admin.token, 'article', article.id)).toMatchObject({
      action: 'article.hide',
      reason: '抄袭',
      before: { status: 'published', statusReason: null },
      after: { status: 'hidden', statusReason: '抄袭' },
    });
    expect((await ctx().client.call(articleDetail, { id: article.id })).code).toBe(Code.notFound);
    expect((await setStatus('article', article.id, 'restore')).data!.status).toBe('published');
    expect((await latestAudit(ctx(), admin.token, 'article', article.id))!.action).toBe(
      'article.restore',
    );
    expect((await setStatus('comment', 999999, 'hide')).code).toBe(Code.notFound);
  });
});

describe('recommended posts', () => {
  it('recommends until the end of a day, lists it, and drops it from the top of the home page after', async () => {
    const post = await postBy(author);
    // Newer, so that without the recommendation the post no longer leads the home page.
    await postBy(author);
    const res = await ctx().client.call(
      adminRecommendPost,
      { postId: post.id, until: today(), reason: '本周活动' },
      { token: admin.token },
    );
    expect(res.code).toBe(200);
    expect(res.data!.recommendedUntil).not.toBeNull();
    const home = async () =>
      (await ctx().client.call(recommendImportantPost, {})).data!.list.map((x) => x.id);
    expect((await home())[0]).toBe(post.id);
    const listed = await ctx().client.call(adminRecommendedPosts, {}, { token: admin.token });
    expect(listed.data!.list.map((x) => x.id)).toEqual([post.id]);
    expect(await latestAudit(ctx(), admin.token, 'post', post.id)).toMatchObject({
      action: 'post.recommend',
      reason: '本周活动',
      before: { recommendUntil: null },
      after: { recommendUntil: res.data!.recommendedUntil },
    });

    ctx().clock.advance(DAY_MS + 1);
    expect((await home())[0]).not.toBe(post.id);
    const after = await ctx().client.call(adminRecommendedPosts, {}, { token: admin.token });
    expect(after.data!.list).toEqual([]);
    // A day already over is refused; null takes a recommendation off.
    const past = await ctx().client.call(
      adminRecommendPost,
      { postId: post.id, until: '2020-01-01' },
      { token: admin.token },
    );
    expect(past).toMatchObject({ code: Code.conflict, reason: '推荐截止日期不能早于今天' });
    await ctx().client.call(
      adminRecommendPost,
      { postId: post.id, until: today() },
      {
        token: admin.token,
      },
    );
    const removed = await ctx().client.call(
      adminRecommendPost,
      { postId: post.id, until: null },
      { token: admin.token },
    );
    expect(removed.data!.recommendedUntil).toBeNull();
    expect((await home())[0]).not.toBe(post.id);
    expect((await latestAudit(ctx(), admin.token, 'post', post.id))!.action).toBe(
      'post.unrecommend',
    );
  });

  it('refuses to recommend a post that is not published', async () => {
    const post = await postBy(author);
    await setStatus('post', post.id, 'hide');
    const res = await ctx().client.call(
      adminRecommendPost,
      { postId: post.id, until: today() },
      { token: admin.token },
    );
    expect(res).toMatchObject({ code: Code.conflict, reason: '只能推荐已发布的帖子' });
  });
});
