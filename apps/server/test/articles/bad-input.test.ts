import {
  articleLike,
  Code,
  commentList,
  myArticleList,
  myCommentList,
  myLikeArticles,
  updateArticle,
  type Article,
  type Call,
} from '@huaren/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app';
import { articleInput, createArticle } from '../support/articles';
import { BAD_IDS, BAD_IDS_AS_TEXT, BAD_PAGING, refused, withValue } from '../support/bad-input';
import { createSessionUser, usePlaces, useSessionUsers } from '../support/posts';

/**
 * Bad input to the article calls that write or page: each answers 400 with the field's reason
 * and changes nothing that is stored.
 */
const ctx = useTestApp();
const p = usePlaces(ctx);
const { author } = useSessionUsers(ctx, 'author');
let article: Article;

beforeAll(async () => {
  article = await createArticle(ctx(), author.token, articleInput(p.flushing));
});

const storedArticle = () =>
  ctx()
    .app.db.selectFrom('articles')
    .selectAll()
    .where('id', '=', article.id)
    .executeTakeFirstOrThrow();

describe('POST /v1/user/article/{id}/ (update)', () => {
  it.each([
    ['请输入标题', { title: '' }],
    ['标题最多 60 个字', { title: '长'.repeat(61) }],
    ['请输入正文', { body: '  ' }],
    ['正文最多 20000 个字', { body: '字'.repeat(20_001) }],
    ['正文至少 10 个字', { body: '**太短**' }],
    ['摘要最多 120 个字', { summary: '摘'.repeat(121) }],
    ['封面图片不正确', { coverImageId: 'not-an-id' }],
    ['封面图片不存在，请重新上传', { coverImageId: 'c'.repeat(64) }],
    ['地区编号不正确', { regionId: 0 }],
    ['地区不存在', { regionId: 999999 }],
  ] as const)('refuses with %s, and the article stays as it was', async (reason, override) => {
    const before = await storedArticle();
    const res = await ctx().client.call(
      updateArticle,
      { ...articleInput(p.bayArea), id: article.id, ...override },
      { token: author.token },
    );
    expect(res).toEqual(refused(reason));
    expect(await storedArticle()).toEqual(before);
  });

  it.each(BAD_IDS_AS_TEXT)('refuses the id %s', async (_, value) => {
    const before = await storedArticle();
    const res = await ctx().client.call(
      updateArticle,
      { ...articleInput(p.bayArea), id: value(article.id) },
      { token: author.token },
    );
    expect(res).toEqual(refused('文章编号不正确'));
    expect(await storedArticle()).toEqual(before);
  });
});

describe('POST /v1/user/article/like/', () => {
  it.each(BAD_IDS)('refuses the article id %s', async (_, value) => {
    const before = await storedArticle();
    const res = await ctx().client.call(articleLike, withValue('articleId', value(article.id)), {
      token: author.token,
    });
    expect(res).toEqual(refused('文章编号不正确'));
    expect(await storedArticle()).toEqual(before);
  });
});

describe('GET /v1/user/comment_list/', () => {
  it.each(BAD_IDS_AS_TEXT)('refuses the article id %s', async (_, value) => {
    const query = withValue('articleId', value(article.id));
    expect(await ctx().client.call(commentList, query)).toEqual(refused('文章编号不正确'));
  });

  it.each(BAD_IDS_AS_TEXT.filter(([name]) => name !== 'missing'))(
    'refuses the parent id %s',
    async (_, value) => {
      const query = { articleId: article.id, parentId: value(article.id) };
      expect(await ctx().client.call(commentList, query)).toEqual(refused('评论编号不正确'));
    },
  );

  it.each(BAD_PAGING)('refuses %s', async (_, input, reason) => {
    const query = { articleId: article.id, ...input };
    expect(await ctx().client.call(commentList, query)).toEqual(refused(reason));
  });
});

describe('my lists', () => {
  it.each(
    [myArticleList, myLikeArticles, myCommentList].flatMap((endpoint) =>
      BAD_PAGING.map(
        ([name, input, reason]) => [endpoint.path, name, input, reason, endpoint] as const,
      ),
    ),
  )('%s refuses %s', async (_, __, input, reason, endpoint) => {
    expect(await ctx().client.call(endpoint as Call, input, { token: author.token })).toEqual(
      refused(reason),
    );
  });

  it('my_article_list pages newest first, each article once, hidden ones too', async () => {
    const writer = await createSessionUser(ctx());
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push((await createArticle(ctx(), writer.token, articleInput(p.flushing))).id);
    }
    await ctx()
      .app.db.updateTable('articles')
      .set({ status: 'hidden' })
      .where('id', '=', ids[1]!)
      .execute();
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await ctx().client.call(
        myArticleList,
        { pageSize: 2, ...(cursor ? { cursor } : {}) },
        { token: writer.token },
      );
      expect(page.code).toBe(Code.ok);
      expect(page.data!.list.length).toBeLessThanOrEqual(2);
      seen.push(...page.data!.list.map((a) => a.id));
      cursor = page.data!.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
  });
});
