import {
  articleDetail,
  Code,
  commentList,
  deleteArticles,
  deleteComment,
  myCommentList,
  newComment,
  type ArticleComment,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { useContentApp, hideStored } from '../support/content';
import { everyPage } from '../support/paging';
import { createSessionUser } from '../support/posts';
import type { LoggedInUser } from '../support/factories';

const { ctx, articleBy, author, reader, stranger } = useContentApp([
  'author',
  'reader',
  'stranger',
]);

async function comment(
  user: LoggedInUser,
  articleId: number,
  content: string,
  commentId?: number,
): Promise<ArticleComment> {
  const res = await ctx().client.call(
    newComment,
    { articleId, content, ...(commentId !== undefined ? { commentId } : {}) },
    { token: user.token },
  );
  if (res.code !== Code.ok) throw new Error(`comment failed: ${res.code} ${res.reason}`);
  return res.data!;
}

const commentCount = async (id: number, token?: string) =>
  (await ctx().client.call(articleDetail, { id }, token ? { token } : {})).data!.commentCount;

describe('POST /v1/user/comment/new/ and GET /v1/user/comment_list/', () => {
  it('threads one level, previews 3 replies and pages the rest oldest first', async () => {
    const article = await articleBy(author);
    const top = await comment(reader, article.id, '写得很详细，谢谢！');
    expect(top).toMatchObject({
      articleId: article.id,
      parentId: null,
      replyTo: null,
      content: '写得很详细，谢谢！',
      author: { id: reader.id, nickName: reader.nickName },
      childCount: 0,
      canDelete: true,
    });
    const child = await comment(author, article.id, '不客气', top.id);
    expect(child).toMatchObject({
      parentId: top.id,
      replyTo: { id: reader.id, nickName: reader.nickName },
    });
    const grandchild = await comment(stranger, article.id, '请问要预约吗', child.id);
    expect(grandchild).toMatchObject({
      parentId: top.id,
      replyTo: { id: author.id, nickName: author.nickName },
    });
    const more = [
      await comment(reader, article.id, '第三条回复', top.id),
      await comment(reader, article.id, '第四条回复', top.id),
    ];
    const second = await comment(stranger, article.id, '第二条评论');

    const list = await ctx().client.call(commentList, { articleId: article.id });
    expect(list.data!.list.map((c) => c.id)).toEqual([second.id, top.id]);
    const thread = list.data!.list[1]!;
    expect(thread.childCount).toBe(4);
    expect(thread.children.map((c) => c.id)).toEqual([child.id, grandchild.id, more[0]!.id]);
    // A visitor may delete nothing.
    expect([thread, ...thread.children].every((c) => !c.canDelete)).toBe(true);

    const pages = await everyPage((cursor) =>
      ctx().client.call(commentList, {
        articleId: article.id,
        parentId: top.id,
        pageSize: 3,
        ...cursor,
      }),
    );
    const replies = pages.flat();
    expect(replies.every((c) => c.children.length === 0)).toBe(true);
    expect(replies.map((c) => c.id)).toEqual([child.id, grandchild.id, ...more.map((c) => c.id)]);

    const top2 = await ctx().client.call(commentList, { articleId: article.id, pageSize: 1 });
    const rest = await ctx().client.call(commentList, {
      articleId: article.id,
      cursor: top2.data!.nextCursor!,
    });
    expect(rest.data).toMatchObject({ list: [{ id: top.id }], nextCursor: null });
    expect(await commentCount(article.id)).toBe(6);
  });

  it('computes canDelete for the caller: the writer and the article author', async () => {
    const article = await articleBy(author);
    const top = await comment(reader, article.id, '读者的评论');
    await comment(stranger, article.id, '路人的回复', top.id);
    const canDelete = async (user: LoggedInUser) => {
      const list = await ctx().client.call(
        commentList,
        { articleId: article.id },
        { token: user.token },
      );
      const thread = list.data!.list[0]!;
      return [thread.canDelete, thread.children[0]!.canDelete];
    };
    expect(await canDelete(author)).toEqual([true, true]);
    expect(await canDelete(reader)).toEqual([true, false]);
    expect(await canDelete(stranger)).toEqual([false, true]);
  });

  it('answers 404 for a comment of another article, an unknown, hidden or deleted article', async () => {
    const one = await articleBy(author);
    const two = await articleBy(author);
    const c = await comment(reader, one.id, '第一篇的评论');
    expect(
      await ctx().client.call(
        newComment,
        { articleId: two.id, content: '串文', commentId: c.id },
        { token: reader.token },
      ),
    ).toEqual({ code: Code.notFound, reason: '评论不存在或已删除' });
    expect(
      (await ctx().client.call(commentList, { articleId: two.id, parentId: c.id })).reason,
    ).toBe('评论不存在或已删除');
    await hideStored(ctx(), 'articles', one.id);
    await ctx().client.call(deleteArticles, { ids: [two.id] }, { token: author.token });
    for (const articleId of [one.id, two.id, 999999]) {
      expect(
        await ctx().client.call(
          newComment,
          { articleId, content: '你好' },
          { token: reader.token },
        ),
      ).toEqual({ code: Code.notFound, reason: '文章不存在或已删除' });
    }
    // The author still reads the comments of a hidden article of theirs; others do not.
    const own = await ctx().client.call(
      commentList,
      { articleId: one.id },
      { token: author.token },
    );
    expect(own.data!.list.map((x) => x.id)).toEqual([c.id]);
    expect((await ctx().client.call(commentList, { articleId: one.id })).code).toBe(Code.notFound);
    expect((await ctx().client.call(commentList, { articleId: two.id })).code).toBe(Code.notFound);
  });
});

describe('POST /v1/user/comment/delete/', () => {
  it("refuses another user's comment with 404 and changes nothing", async () => {
    const article = await articleBy(author);
    const c = await comment(reader, article.id, '别人删不掉的评论');
    expect(await ctx().client.call(deleteComment, { id: c.id }, { token: stranger.token })).toEqual(
      { code: Code.notFound, reason: '评论不存在或已删除' },
    );
    expect(await commentCount(article.id)).toBe(1);
    const list = await ctx().client.call(commentList, { articleId: article.id });
    expect(list.data!.list.map((x) => x.id)).toEqual([c.id]);
    expect(
      (await ctx().client.call(deleteComment, { id: 999999 }, { token: stranger.token })).code,
    ).toBe(Code.notFound);
    expect(await ctx().client.call(deleteComment, { id: 'x' }, { token: stranger.token })).toEqual({
      code: Code.invalid,
      reason: '评论编号不正确',
    });
  });

  it('lets the writer delete a reply: the counts drop by one', async () => {
    const article = await articleBy(author);
    const top = await comment(stranger, article.id, '顶层评论');
    const reply = await comment(reader, article.id, '我的回复', top.id);
    expect(
      await ctx().client.call(deleteComment, { id: reply.id }, { token: reader.token }),
    ).toEqual({ code: Code.ok, data: {} });
    const list = await ctx().client.call(commentList, { articleId: article.id });
    expect(list.data!.list[0]).toMatchObject({ id: top.id, childCount: 0, children: [] });
    expect(await commentCount(article.id)).toBe(1);
    // Gone is gone: a second delete and an answer to it are 404.
    expect(
      (await ctx().client.call(deleteComment, { id: reply.id }, { token: reader.token })).code,
    ).toBe(Code.notFound);
    expect(
      (
        await ctx().client.call(
          newComment,
          { articleId: article.id, content: '回复已删的', commentId: reply.id },
          { token: stranger.token },
        )
      ).code,
    ).toBe(Code.notFound);
  });

  it("lets the article's author delete a top-level comment, which takes its replies", async () => {
    const article = await articleBy(author);
    const keep = await comment(reader, article.id, '留下的评论');
    const top = await comment(stranger, article.id, '不友善的评论');
    await comment(reader, article.id, '回复一', top.id);
    await comment(stranger, article.id, '回复二', top.id);
    expect(await commentCount(article.id)).toBe(4);
    expect(await ctx().client.call(deleteComment, { id: top.id }, { token: author.token })).toEqual(
      { code: Code.ok, data: {} },
    );
    expect(await commentCount(article.id)).toBe(1);
    const list = await ctx().client.call(commentList, { articleId: article.id });
    expect(list.data!.list.map((c) => c.id)).toEqual([keep.id]);
    expect(
      (await ctx().client.call(commentList, { articleId: article.id, parentId: top.id })).code,
    ).toBe(Code.notFound);
    const mine = await ctx().client.call(myCommentList, {}, { token: stranger.token });
    expect(mine.data!.list.map((c) => c.content)).not.toContain('回复二');
  });
});

describe('GET /v1/user/my_comment_list/', () => {
  it('lists what I wrote, newest first, with the article; not under deleted articles', async () => {
    const me = await createSessionUser(ctx());
    const one = await articleBy(author);
    const two = await articleBy(author);
    const a = await comment(me, one.id, '第一篇下的评论');
    const b = await comment(me, two.id, '第二篇下的评论');
    await comment(reader, one.id, '别人的评论');
    const res = await ctx().client.call(myCommentList, { pageSize: 1 }, { token: me.token });
    expect(res.data!.list).toEqual([
      expect.objectContaining({
        id: b.id,
        canDelete: true,
        article: { id: two.id, title: two.title },
      }),
    ]);
    const next = await ctx().client.call(
      myCommentList,
      { cursor: res.data!.nextCursor! },
      { token: me.token },
    );
    expect(next.data!.list.map((c) => c.id)).toEqual([a.id]);
    await ctx().client.call(deleteArticles, { ids: [two.id] }, { token: author.token });
    const after = await ctx().client.call(myCommentList, {}, { token: me.token });
    expect(after.data!.list.map((c) => c.id)).toEqual([a.id]);
  });
});
