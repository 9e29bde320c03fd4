import {
  adminSetContentStatus,
  articleDetail,
  articleList,
  Code,
  deleteArticles,
  myArticleList,
  type Article,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { createAdmin } from '../support/admin';
import { useContentApp } from '../support/content';
import { articleInput, createArticle } from '../support/articles';
import { createSessionUser } from '../support/posts';

const { ctx, p, articleBy, author, reader } = useContentApp(['author', 'reader']);

const setStatus = (id: number, status: 'hidden' | 'published') =>
  ctx().app.db.updateTable('articles').set({ status }).where('id', '=', id).execute();

const setLikes = (id: number, like_count: number) =>
  ctx().app.db.updateTable('articles').set({ like_count }).where('id', '=', id).execute();

/** Every page of a list, following its cursors. */
async function allPages(input: Record<string, unknown>): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null | undefined;
  do {
    const res = await ctx().client.call(articleList, {
      ...input,
      pageSize: 2,
      ...(cursor ? { cursor } : {}),
    });
    expect(res.code).toBe(Code.ok);
    ids.push(...res.data!.list.map((a) => a.id));
    cursor = res.data!.nextCursor;
  } while (cursor);
  return ids;
}

describe('GET /v1/user/articles/{id}/', () => {
  it('shows a published article to anyone and counts views; the body only to its author', async () => {
    const article = await articleBy(author);
    expect(article).toMatchObject({
      status: 'published',
      body: expect.stringContaining('## 第一步'),
      mine: true,
      liked: false,
      cover: null,
      coverChosen: false,
      regionPathName: expect.stringContaining('法拉盛'),
      viewCount: 0,
    });
    const seen = await ctx().client.call(articleDetail, { id: article.id });
    expect(seen.data).toMatchObject({
      id: article.id,
      body: null,
      mine: false,
      bodyHtml: article.bodyHtml,
      viewCount: 1,
      author: { id: author.id, nickName: author.nickName },
    });
    expect(seen.data!.bodyHtml).toContain('<h2>第一步</h2>');
    const again = await ctx().client.call(
      articleDetail,
      { id: article.id },
      { token: reader.token },
    );
    expect(again.data!.viewCount).toBe(2);
    // The same reader again the same day is no new view.
    const reread = await ctx().client.call(
      articleDetail,
      { id: article.id },
      { token: reader.token },
    );
    expect(reread.data!.viewCount).toBe(2);
    // The author's reads are not views.
    const own = await ctx().client.call(articleDetail, { id: article.id }, { token: author.token });
    expect(own.data!.viewCount).toBe(2);
  });

  it('hides a hidden article from others but not from its author; a deleted one from everyone', async () => {
    const article = await articleBy(author);
    await setStatus(article.id, 'hidden');
    expect(
      await ctx().client.call(articleDetail, { id: article.id }, { token: reader.token }),
    ).toEqual({ code: Code.notFound, reason: '文章不存在或已删除' });
    const own = await ctx().client.call(articleDetail, { id: article.id }, { token: author.token });
    expect(own.data!.status).toBe('hidden');
    await ctx().client.call(deleteArticles, { ids: [article.id] }, { token: author.token });
    for (const token of [author.token, reader.token, undefined]) {
      const res = await ctx().client.call(
        articleDetail,
        { id: article.id },
        token ? { token } : {},
      );
      expect(res.code).toBe(Code.notFound);
    }
  });

  it('tells the author why an administrator hid the article, in the detail and my list, until it is restored', async () => {
    const admin = await createAdmin(ctx());
    const article = await articleBy(author);
    expect(article.statusReason).toBeNull();
    const moderate = (action: 'hide' | 'restore', reason: string) =>
      ctx().client.call(
        adminSetContentStatus,
        { type: 'article', id: article.id, action, reason },
        { token: admin.token },
      );
    expect((await moderate('hide', '含有广告内容')).code).toBe(Code.ok);
    const own = await ctx().client.call(articleDetail, { id: article.id }, { token: author.token });
    expect(own.data).toMatchObject({ status: 'hidden', statusReason: '含有广告内容' });
    const mine = await ctx().client.call(myArticleList, {}, { token: author.token });
    expect(mine.data!.list.find((a) => a.id === article.id)).toMatchObject({
      status: 'hidden',
      statusReason: '含有广告内容',
    });

    expect((await moderate('restore', '申诉成功')).code).toBe(Code.ok);
    const back = await ctx().client.call(
      articleDetail,
      { id: article.id },
      { token: reader.token },
    );
    expect(back.data).toMatchObject({ status: 'published', statusReason: null });
  });

  it.each([
    [{ id: 'x' }, '文章编号不正确'],
    [{ id: 999999 }, '文章不存在或已删除'],
  ] as const)('refuses %j: %s', async (input, reason) => {
    const res = await ctx().client.call(articleDetail, input);
    expect(res.reason).toBe(reason);
  });
});

describe('GET /v1/user/article_list/', () => {
  it('pages latest and popular, each article once, and filters by region with sub-regions', async () => {
    const writer = await createSessionUser(ctx());
    const made: Article[] = [];
    for (const regionId of [p.flushing, p.brooklyn, p.bayArea, p.flushing, p.newYorkState]) {
      made.push(await createArticle(ctx(), writer.token, articleInput(regionId)));
    }
    const ids = made.map((a) => a.id);
    await setLikes(ids[0]!, 5);
    await setLikes(ids[1]!, 5);
    await setLikes(ids[2]!, 9);

    const latest = (await allPages({})).filter((id) => ids.includes(id));
    expect(latest).toEqual([...ids].reverse());
    const popular = (await allPages({ sort: 'popular' })).filter((id) => ids.includes(id));
    expect(popular).toEqual([ids[2], ids[1], ids[0], ids[4], ids[3]]);
    expect(new Set(await allPages({ sort: 'popular' })).size).toBe(
      (await allPages({ sort: 'popular' })).length,
    );

    const newYork = (await allPages({ regionId: p.newYorkState })).filter((id) => ids.includes(id));
    expect(newYork).toEqual([ids[4], ids[3], ids[1], ids[0]]);
    const flushing = (await allPages({ regionId: p.flushing, sort: 'popular' })).filter((id) =>
      ids.includes(id),
    );
    expect(flushing).toEqual([ids[0], ids[3]]);
    expect((await allPages({ regionId: p.canada })).filter((id) => ids.includes(id))).toEqual([]);
    expect(await allPages({ regionId: 999999 })).toEqual([]);

    const item = (await ctx().client.call(articleList, { pageSize: 50 })).data!.list.find(
      (a) => a.id === ids[0],
    );
    expect(item).toEqual({
      id: ids[0],
      title: made[0]!.title,
      summary: '第一步 先去社安局办社安卡，带好护照和 I-94。 预约 排队 早上去人少。',
      coverThumbUrl: null,
      regionId: p.flushing,
      regionPathName: made[0]!.regionPathName,
      author: { id: writer.id, nickName: writer.nickName },
      status: 'published',
      statusReason: null,
      viewCount: 0,
      commentCount: 0,
      likeCount: 5,
      createdAt: made[0]!.createdAt,
    });
  });

  it('drops hidden and deleted articles from the feed; my list keeps the hidden one', async () => {
    const writer = await createSessionUser(ctx());
    const hidden = await createArticle(ctx(), writer.token, articleInput(p.bayArea));
    const deleted = await createArticle(ctx(), writer.token, articleInput(p.bayArea));
    const kept = await createArticle(ctx(), writer.token, articleInput(p.bayArea));
    await setStatus(hidden.id, 'hidden');
    await ctx().client.call(deleteArticles, { ids: [deleted.id] }, { token: writer.token });
    const feed = await allPages({ regionId: p.bayArea });
    expect(feed).toContain(kept.id);
    expect(feed).not.toContain(hidden.id);
    expect(feed).not.toContain(deleted.id);
    const mine = await ctx().client.call(myArticleList, {}, { token: writer.token });
    expect(mine.data!.list.map((a) => [a.id, a.status])).toEqual([
      [kept.id, 'published'],
      [hidden.id, 'hidden'],
    ]);
  });

  it.each([
    [{ sort: 'hot' }, '排序方式不正确'],
    [{ cursor: 'nonsense' }, '分页参数不正确'],
    [{ pageSize: 51 }, '每页条数最多为 50'],
    [{ regionId: 'x' }, '地区编号不正确'],
  ] as const)('refuses %j: %s', async (input, reason) => {
    expect(await ctx().client.call(articleList, input)).toEqual({ code: Code.invalid, reason });
  });
});
