import {
  articleDetail,
  articleLike,
  Code,
  deleteArticles,
  myLikeArticles,
  type Article,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { itKeepsLikesExactInParallel, useContentApp, hideStored } from '../support/content';
import { ARTICLES } from '../../src/core/content/kinds';

const { ctx, articleBy, author, reader } = useContentApp(['author', 'reader']);

describe('POST /v1/user/article/like/', () => {
  it('toggles, and my likes lists the article until it is hidden or deleted', async () => {
    const article = await articleBy(author);
    const hidden = await articleBy(author);
    const like = (a: Article) =>
      ctx().client.call(articleLike, { articleId: a.id }, { token: reader.token });
    expect((await like(article)).data).toEqual({ liked: true, likeCount: 1 });
    await like(hidden);
    const detail = await ctx().client.call(
      articleDetail,
      { id: article.id },
      { token: reader.token },
    );
    expect(detail.data).toMatchObject({ liked: true, likeCount: 1 });
    const liked = await ctx().client.call(myLikeArticles, {}, { token: reader.token });
    expect(liked.data!.list.map((i) => i.id)).toEqual([hidden.id, article.id]);
    const first = await ctx().client.call(myLikeArticles, { pageSize: 1 }, { token: reader.token });
    const second = await ctx().client.call(
      myLikeArticles,
      { cursor: first.data!.nextCursor! },
      { token: reader.token },
    );
    expect(second.data).toMatchObject({ list: [{ id: article.id }], nextCursor: null });

    expect((await like(article)).data).toEqual({ liked: false, likeCount: 0 });
    await like(article);
    await hideStored(ctx(), 'articles', hidden.id);
    await ctx().client.call(deleteArticles, { ids: [article.id] }, { token: author.token });
    const after = await ctx().client.call(myLikeArticles, {}, { token: reader.token });
    expect(after.data!.list).toEqual([]);
    expect(await like(article)).toEqual({ code: Code.notFound, reason: '文章不存在或已删除' });
    expect((await like(hidden)).code).toBe(Code.notFound);
  });

  itKeepsLikesExactInParallel({
    ctx,
    kind: ARTICLES,
    like: articleLike,
    idKey: 'articleId',
    newItem: () => articleBy(author),
  });

  it('refuses a bad id', async () => {
    expect(
      await ctx().client.call(articleLike, { articleId: 'x' }, { token: reader.token }),
    ).toEqual({ code: Code.invalid, reason: '文章编号不正确' });
  });
});
