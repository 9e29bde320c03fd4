import {
  articleList,
  Code,
  commentList,
  myReply,
  mySavedSearches,
  newComment,
  postLike,
  postList,
  postReply,
  recommendImportantPost,
  replyList,
  saveSearch,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { callerOf, callOk } from '../support/call-ok';
import { useContentApp } from '../support/content';
import { jobsSettled } from '../support/jobs';
import { noticeList, unreadNotices } from '../support/notices';
import { everyPage } from '../support/paging';
import { unique } from '../support/factories';
import { block as blockAs, threeUsers } from '../support/blocks';

const { ctx, p, postBy, articleBy } = useContentApp();

const block = (token: string, userId: number, blocked = true) =>
  blockAs(ctx(), token, userId, blocked);
const reply = callerOf(postReply);
const comment = callerOf(newComment);
const three = () => threeUsers(ctx());

/** Ids and writers of what a reader sees in every list and thread the test looks at. */
async function seen(
  token: string | undefined,
  q: { word: string; postId: number; articleId: number },
) {
  const t = ctx();
  const as = token ? { token } : {};
  const ids = <T extends { id: number }>(list: T[] | undefined) => (list ?? []).map((i) => i.id);
  const thread = (await t.client.call(replyList, { postId: q.postId }, as)).data!.list;
  const comments = (await t.client.call(commentList, { articleId: q.articleId }, as)).data!.list;
  return {
    category: ids((await t.client.call(postList, { categoryId: p.jobs }, as)).data?.list),
    region: ids((await t.client.call(postList, { regionId: p.flushing }, as)).data?.list),
    search: ids((await t.client.call(postList, { keyword: q.word }, as)).data?.list),
    home: ids((await t.client.call(recommendImportantPost, {}, as)).data?.list),
    articles: ids((await t.client.call(articleList, {}, as)).data?.list),
    replies: thread.flatMap((r) => [r.author.id, ...r.children.map((c) => c.author.id)]),
    comments: comments.flatMap((r) => [r.author.id, ...r.children.map((c) => c.author.id)]),
  };
}

describe('blocking a user', () => {
  it('hides their posts, articles, replies and comments from the blocker only, until unblocked', async () => {
    const t = ctx();
    const { a, b, c } = await three();
    const word = `blockword${unique()}`;
    const cPost = await postBy(c, { title: `招聘厨师 ${word} 一名` });
    const bPost = await postBy(b, { title: `招聘服务员 ${word} 两名` });
    const cArticle = await articleBy(c);
    const bArticle = await articleBy(b);
    // b's replies under c's post: top-level, and a child under c's own reply.
    const cTop = await reply(t, c.token, { postId: cPost.id, content: '欢迎咨询' });
    await reply(t, b.token, { postId: cPost.id, content: '还招人吗？' });
    await reply(t, b.token, { postId: cPost.id, content: '我有经验', replyId: cTop.id });
    const cComment = await comment(t, c.token, { articleId: cArticle.id, content: '写得好' });
    await comment(t, b.token, { articleId: cArticle.id, content: '同意' });
    await comment(t, b.token, {
      articleId: cArticle.id,
      content: '补充一点',
      commentId: cComment.id,
    });
    const q = { word, postId: cPost.id, articleId: cArticle.id };

    const before = await seen(a.token, q);
    expect(before.category).toContain(bPost.id);
    expect(before.region).toContain(bPost.id);
    expect(before.search).toEqual([bPost.id, cPost.id]);
    expect(before.home).toContain(bPost.id);
    expect(before.articles).toContain(bArticle.id);
    expect(before.replies).toContain(b.id);
    expect(before.comments).toContain(b.id);

    await block(a.token, b.id);
    const blocked = await seen(a.token, q);
    expect(blocked.category).not.toContain(bPost.id);
    expect(blocked.category).toContain(cPost.id);
    expect(blocked.region).not.toContain(bPost.id);
    expect(blocked.search).toEqual([cPost.id]);
    expect(blocked.home).not.toContain(bPost.id);
    expect(blocked.home).toContain(cPost.id);
    expect(blocked.articles).not.toContain(bArticle.id);
    expect(blocked.articles).toContain(cArticle.id);
    expect(blocked.replies).toEqual([c.id]);
    expect(blocked.comments).toEqual([c.id]);
    // The children's own page leaves them out too.
    const children = await t.client.call(
      replyList,
      { postId: cPost.id, parentId: cTop.id },
      { token: a.token },
    );
    expect(children.data!.list).toEqual([]);

    // Everyone else, signed in or not, still sees it all.
    for (const reader of [c.token, undefined]) expect(await seen(reader, q)).toEqual(before);

    await block(a.token, b.id, false);
    expect(await seen(a.token, q)).toEqual(before);
  });

  it('pages exactly: a keyword list with the blocked posts in between skips them, page by page', async () => {
    const { a, b, c } = await three();
    const word = `pagingword${unique()}`;
    const kept: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      kept.unshift((await postBy(c, { title: `招聘 ${word} 第${i}位` })).id);
      await postBy(b, { title: `招聘 ${word} 另${i}位` });
    }
    await block(a.token, b.id);
    for (const input of [{ keyword: word }, { categoryId: p.jobs }]) {
      const pages = await everyPage((cursor) =>
        ctx().client.call(postList, { ...input, pageSize: 2, ...cursor }, { token: a.token }),
      );
      const ids = pages.flat().map((i) => i.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(pages.slice(0, -1).every((page) => page.length === 2)).toBe(true);
      if (input.keyword) expect(ids).toEqual(kept);
      else expect(ids.filter((id) => kept.includes(id))).toEqual(kept);
    }
  });

  it("hides their replies from the blocker's 收到的回复 and their notices", async () => {
    const t = ctx();
    const { a, b } = await three();
    const post = await postBy(a);
    await reply(t, b.token, { postId: post.id, content: '请问还在招吗？' });
    await jobsSettled(t, ['notify']);
    const received = () =>
      callOk(t, myReply, { type: 'received' }, a.token).then((r) => r.list.map((x) => x.id));
    expect(await received()).toHaveLength(1);
    expect((await noticeList(t, a.token)).some((n) => n.actor?.id === b.id)).toBe(true);
    const unread = await unreadNotices(t, a.token);

    await block(a.token, b.id);
    expect(await received()).toEqual([]);
    expect((await noticeList(t, a.token)).some((n) => n.actor?.id === b.id)).toBe(false);
    expect(await unreadNotices(t, a.token)).toBe(unread - 1);
    // What they do after the block makes no notice at all (no push, no digest line).
    await callOk(t, postLike, { postId: post.id }, b.token);
    await jobsSettled(t, ['notify']);
    const fromB = await t.app.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', a.id)
      .where('actor_id', '=', b.id)
      .execute();
    expect(fromB).toHaveLength(1);
  });

  it("refuses their replies and comments on the blocker's content, without saying why", async () => {
    const t = ctx();
    const { a, b, c } = await three();
    const aPost = await postBy(a);
    const cPost = await postBy(c);
    const aArticle = await articleBy(a);
    const cArticle = await articleBy(c);
    const aReply = await reply(t, a.token, { postId: cPost.id, content: '我也想知道' });
    const aComment = await comment(t, a.token, { articleId: cArticle.id, content: '不错' });
    await block(a.token, b.id);

    const refused = { code: Code.conflict, reason: '暂时无法回复' };
    const as = { token: b.token };
    const before = await t.app.db.selectFrom('post_replies').select('id').execute();
    const beforeComments = await t.app.db.selectFrom('article_comments').select('id').execute();
    expect(await t.client.call(postReply, { postId: aPost.id, content: '在吗' }, as)).toMatchObject(
      refused,
    );
    expect(
      await t.client.call(postReply, { postId: cPost.id, content: '在吗', replyId: aReply.id }, as),
    ).toMatchObject(refused);
    expect(
      await t.client.call(newComment, { articleId: aArticle.id, content: '在吗' }, as),
    ).toMatchObject(refused);
    expect(
      await t.client.call(
        newComment,
        { articleId: cArticle.id, content: '在吗', commentId: aComment.id },
        as,
      ),
    ).toMatchObject(refused);
    expect(await t.app.db.selectFrom('post_replies').select('id').execute()).toEqual(before);
    expect(await t.app.db.selectFrom('article_comments').select('id').execute()).toEqual(
      beforeComments,
    );

    // Elsewhere they answer as before; the blocker still answers them; others answer the blocker.
    expect((await t.client.call(postReply, { postId: cPost.id, content: '在吗' }, as)).code).toBe(
      Code.ok,
    );
    const bPost = await postBy(b);
    await reply(t, a.token, { postId: bPost.id, content: '你好' });
    await reply(t, c.token, { postId: aPost.id, content: '你好' });

    await block(a.token, b.id, false);
    await reply(t, b.token, { postId: aPost.id, content: '现在可以了' });
  });

  it("tells the blocker's saved searches nothing of their new posts", async () => {
    const t = ctx();
    const { a, b, c } = await three();
    const word = `savedword${unique()}`;
    await callOk(t, saveSearch, { keyword: word }, a.token);
    await callOk(t, saveSearch, { keyword: word }, c.token);
    await block(a.token, b.id);
    await postBy(b, { title: `招聘 ${word} 一名` });
    await jobsSettled(t, ['searches.match', 'searches.notice', 'notify']);
    const counts = async (token: string) =>
      (await callOk(t, mySavedSearches, {}, token)).list.map((s) => s.newCount);
    expect(await counts(a.token)).toEqual([0]);
    expect(await counts(c.token)).toEqual([1]);
  });

  it("keeps a blocker's lists out of the shared cache, and visitors' caching intact", async () => {
    const t = ctx();
    const { a, b } = await three();
    const bPost = await postBy(b, { categoryId: p.jobs });
    await block(a.token, b.id);
    const listed = async (token?: string) =>
      (
        await t.client.call(postList, { categoryId: p.jobs }, token ? { token } : {})
      ).data!.list.map((i) => i.id);
    // The blocker asks first: their answer is not kept for the visitor who asks next.
    expect(await listed(a.token)).not.toContain(bPost.id);
    expect(await listed()).toContain(bPost.id);
    // The visitor's answer is kept (the post changed behind the API's back, the entry did not)…
    await t.app.db
      .updateTable('posts')
      .set({ title: '缓存之外' })
      .where('id', '=', bPost.id)
      .execute();
    const visitor = await t.client.call(postList, { categoryId: p.jobs });
    expect(visitor.data!.list.find((i) => i.id === bPost.id)!.title).toBe(bPost.title);
    // …and never served to the blocker.
    expect(await listed(a.token)).not.toContain(bPost.id);
  });
});
