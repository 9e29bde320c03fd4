import {
  articleLike,
  commentList,
  newComment,
  myArticleList,
  myCommentList,
  myLikeArticles,
  updateArticle,
  type Article,
} from '@huaren/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useContentApp, hideStored } from '../support/content';
import { articleInput } from '../support/articles';
import { describeContentBadInput } from '../support/bad-input';
import { everyPage } from '../support/paging';
import { createSessionUser } from '../support/posts';

/**
 * Bad input to the article calls that write or page: each answers 400 with the field's reason
 * and changes nothing that is stored.
 */
const { ctx, p, articleBy, author } = useContentApp(['author']);
let article: Article;

beforeAll(async () => {
  article = await articleBy(author);
});

const storedArticle = () =>
  ctx()
    .app.db.selectFrom('articles')
    .selectAll()
    .where('id', '=', article.id)
    .executeTakeFirstOrThrow();

describeContentBadInput({
  ctx,
  name: 'article',
  idReason: '文章编号不正确',
  token: () => author.token,
  itemId: () => article.id,
  stored: storedArticle,
  update: {
    call: updateArticle,
    input: () => articleInput(p.bayArea),
    fields: [
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
    ],
  },
  like: { call: articleLike, key: 'articleId' },
  thread: { call: commentList, key: 'articleId', parentReason: '评论编号不正确' },
  newEntry: {
    call: newComment,
    fields: [
      ['请输入评论内容', { content: '' }],
      ['请输入评论内容', { content: '   ' }],
      ['评论最多 140 个字', { content: '长'.repeat(141) }],
      ['文章编号不正确', { articleId: 'x', content: '你好' }],
      ['评论编号不正确', { content: '你好', commentId: 0 }],
    ],
  },
  mine: [myArticleList, myLikeArticles, myCommentList],
});

describe('my_article_list', () => {
  it('my_article_list pages newest first, each article once, hidden ones too', async () => {
    const writer = await createSessionUser(ctx());
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push((await articleBy(writer)).id);
    }
    await hideStored(ctx(), 'articles', ids[1]!);
    const pages = await everyPage((cursor) =>
      ctx().client.call(myArticleList, { pageSize: 2, ...cursor }, { token: writer.token }),
    );
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((a) => a.id)).toEqual([...ids].reverse());
  });
});
