import {
  Code,
  deletePost,
  myLikePost,
  myReply,
  postDetail,
  postLike,
  postReply,
  replyList,
  reportPost,
} from '@huaren/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { itKeepsLikesExactInParallel, useContentApp } from '../support/content';
import { POSTS } from '../../src/core/content/kinds';
import { createLoggedInUser, type LoggedInUser } from '../support/factories';
import { established } from '../support/posts';

const { ctx, postBy } = useContentApp();

/** The user's reply to the post (an answer to `replyId` when given), as the call answers it. */
const replyAs = (user: LoggedInUser, postId: number, content: string, replyId?: number) =>
  ctx().client.call(
    postReply,
    { postId, content, ...(replyId ? { replyId } : {}) },
    { token: user.token },
  );
let author: LoggedInUser;
let reader: LoggedInUser;

beforeAll(async () => {
  author = await createLoggedInUser(ctx(), { nickName: '房东老李', ...established(ctx()) });
  reader = await createLoggedInUser(ctx(), { nickName: '找房小张', ...established(ctx()) });
});

describe('POST /v1/user/post/reply/ and GET /v1/user/reply_list/', () => {
  it('threads one level: an answer to a child hangs under the top-level reply', async () => {
    const post = await postBy(author);
    const call = (input: Record<string, unknown>, user: LoggedInUser) =>
      ctx().client.call(postReply, { postId: post.id, ...input }, { token: user.token });
    const top = (await call({ content: '请问还在吗？' }, reader)).data!;
    expect(top).toMatchObject({
      postId: post.id,
      parentId: null,
      replyTo: null,
      content: '请问还在吗？',
      author: { id: reader.id, nickName: '找房小张' },
      childCount: 0,
    });
    const child = (await call({ content: '还在，欢迎来看', replyId: top.id }, author)).data!;
    expect(child).toMatchObject({
      parentId: top.id,
      replyTo: { id: reader.id, nickName: '找房小张' },
    });
    const grandchild = (await call({ content: '明天下午可以吗', replyId: child.id }, reader)).data!;
    expect(grandchild).toMatchObject({
      parentId: top.id,
      replyTo: { id: author.id, nickName: '房东老李' },
    });

    const list = await ctx().client.call(replyList, { postId: post.id });
    expect(list.data!.list).toHaveLength(1);
    expect(list.data!.list[0]).toMatchObject({ id: top.id, childCount: 2 });
    expect(list.data!.list[0]!.children.map((c) => c.id)).toEqual([child.id, grandchild.id]);
    const children = await ctx().client.call(replyList, {
      postId: post.id,
      parentId: top.id,
      pageSize: 1,
    });
    expect(children.data!.list.map((c) => c.id)).toEqual([child.id]);
    const more = await ctx().client.call(replyList, {
      postId: post.id,
      parentId: top.id,
      cursor: children.data!.nextCursor!,
    });
    expect(more.data).toEqual({
      list: [expect.objectContaining({ id: grandchild.id })],
      nextCursor: null,
    });
    const detail = await ctx().client.call(postDetail, { id: post.id });
    expect(detail.data!.replyCount).toBe(3);
  });

  it('lists my replies and replies I received', async () => {
    const me = await createLoggedInUser(ctx());
    const post = await postBy(me);
    const theirs = (await replyAs(reader, post.id, '多少钱？')).data!;
    const mine = (await replyAs(me, post.id, '价格私聊', theirs.id)).data!;
    const wrote = await ctx().client.call(myReply, { type: 'mine' }, { token: me.token });
    expect(wrote.data!.list.map((r) => r.id)).toEqual([mine.id]);
    expect(wrote.data!.list[0]!.post).toEqual({ id: post.id, title: post.title });
    const received = await ctx().client.call(myReply, { type: 'received' }, { token: me.token });
    expect(received.data!.list.map((r) => r.id)).toEqual([theirs.id]);
    const readerReceived = await ctx().client.call(
      myReply,
      { type: 'received' },
      { token: reader.token },
    );
    expect(readerReceived.data!.list.map((r) => r.id)).toContain(mine.id);
    expect(await ctx().client.call(myReply, { type: 'all' }, { token: me.token })).toEqual({
      code: Code.invalid,
      reason: '回复类型不正确',
    });
  });

  it('answers 404 for a reply of another post, an unknown post and a deleted one', async () => {
    const one = await postBy(author);
    const two = await postBy(author);
    const r = (await replyAs(reader, one.id, '第一帖的回复')).data!;
    expect(await replyAs(reader, two.id, '串帖', r.id)).toEqual({
      code: Code.notFound,
      reason: '回复不存在或已删除',
    });
    await ctx().client.call(deletePost, { id: two.id }, { token: author.token });
    for (const postId of [two.id, 999999]) {
      expect(await replyAs(reader, postId, '你好')).toEqual({
        code: Code.notFound,
        reason: '帖子不存在或已删除',
      });
      expect((await ctx().client.call(replyList, { postId })).code).toBe(Code.notFound);
    }
  });
});

describe('POST /v1/user/post/like/', () => {
  it('toggles, and my likes lists the post until it is deleted', async () => {
    const post = await postBy(author);
    const like = () => ctx().client.call(postLike, { postId: post.id }, { token: reader.token });
    expect((await like()).data).toEqual({ liked: true, likeCount: 1 });
    const detail = await ctx().client.call(postDetail, { id: post.id }, { token: reader.token });
    expect(detail.data).toMatchObject({ liked: true, likeCount: 1 });
    const liked = await ctx().client.call(myLikePost, {}, { token: reader.token });
    expect(liked.data!.list.map((i) => i.id)).toContain(post.id);
    expect((await like()).data).toEqual({ liked: false, likeCount: 0 });
    await like();
    await ctx().client.call(deletePost, { id: post.id }, { token: author.token });
    const after = await ctx().client.call(myLikePost, {}, { token: reader.token });
    expect(after.data!.list.map((i) => i.id)).not.toContain(post.id);
    expect(await like()).toEqual({ code: Code.notFound, reason: '帖子不存在或已删除' });
  });

  itKeepsLikesExactInParallel({
    ctx,
    kind: POSTS,
    like: postLike,
    idKey: 'postId',
    newItem: () => postBy(author),
  });
});

describe('POST /v1/user/report_post/', () => {
  it('takes one report per user per post', async () => {
    const post = await postBy(author);
    const report = (input: Record<string, unknown>) =>
      ctx().client.call(reportPost, { postId: post.id, ...input }, { token: reader.token });
    expect(await report({ reason: '虚假诈骗', text: '要求先转定金' })).toEqual({
      code: Code.ok,
      data: {},
    });
    expect(await report({ reason: '其他' })).toEqual({
      code: Code.conflict,
      reason: '您已举报过该帖子',
    });
    const rows = await ctx()
      .app.db.selectFrom('post_reports')
      .selectAll()
      .where('post_id', '=', post.id)
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({ user_id: reader.id, reason: '虚假诈骗', text: '要求先转定金' }),
    ]);
  });

  it.each([
    [{ reason: '看不顺眼' }, '请选择举报原因'],
    [{ reason: '其他', text: '字'.repeat(201) }, '补充说明最多 200 个字'],
  ] as const)('refuses %j: %s', async (input, reason) => {
    const post = await postBy(author);
    const res = await ctx().client.call(
      reportPost,
      { postId: post.id, ...input },
      { token: reader.token },
    );
    expect(res).toEqual({ code: Code.invalid, reason });
  });

  it('refuses the author reporting their own post and files nothing', async () => {
    const post = await postBy(author);
    expect(
      await ctx().client.call(
        reportPost,
        { postId: post.id, reason: '垃圾广告' },
        { token: author.token },
      ),
    ).toEqual({ code: Code.invalid, reason: '不能举报自己发布的帖子' });
    const rows = await ctx()
      .app.db.selectFrom('post_reports')
      .select('id')
      .where('post_id', '=', post.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers 404 for an unknown post', async () => {
    expect(
      await ctx().client.call(
        reportPost,
        { postId: 999999, reason: '其他' },
        { token: reader.token },
      ),
    ).toEqual({ code: Code.notFound, reason: '帖子不存在或已删除' });
  });
});
