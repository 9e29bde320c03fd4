import { detailCall, likeToggleCall } from '../content/calls';
import { z } from '../z';
import { defineCall } from '../define-call';
import { myListCall, pagedList } from '../paging';
import { idField } from '../ids';
import { Code } from '../protocol/codes';
import { Article, ArticleListItem } from './article';
import {
  articleBodyField,
  articleIdField,
  articleSummaryField,
  articleTitleField,
  coverImageIdField,
} from './fields';

/**
 * Article calls: the spec's (new, update, delete, my lists) and the ones DESIGN.md section 4 adds
 * (feed, detail, like); docs/decisions/0007-article-bodies.md for the body.
 */

export const ArticleSort = z.enum(['latest', 'popular'], { error: '排序方式不正确' });
export type ArticleSort = z.infer<typeof ArticleSort>;

/** Most ids one delete may carry: a page of my articles and some. */
export const ARTICLE_DELETE_MAX = 50;

/** What the editor sends, for a new article and for an edit alike (an edit replaces all). */
export const ArticleInput = z.object({
  title: articleTitleField,
  body: articleBodyField,
  summary: articleSummaryField,
  coverImageId: coverImageIdField,
  /** Where it belongs: the region the writer picked (a metro, a state or a country). */
  regionId: idField('地区'),
});
export type ArticleInput = z.input<typeof ArticleInput>;

export const articleList = defineCall('GET /v1/user/article_list/', {
  ...pagedList(ArticleListItem, {
    sort: ArticleSort.default('latest'),
    /** A region includes its sub-regions, as in post_list. */
    regionId: idField('地区').optional(),
  }),
  auth: 'visitor',
  summary:
    'The community feed: published articles, `latest` (newest first, default) or `popular` (most liked first, ties newest first), in the region with its sub-regions when given',
  added: true,
});

export const articleDetail = detailCall({
  path: '/v1/user/articles/{id}/',
  idField: articleIdField,
  item: Article,
  summary:
    'An article, counting a view. Others see it while it is published; its author in any status but deleted (with `body`, the Markdown source, for the editor)',
  added: true,
});

export const newArticle = defineCall('POST /v1/user/articles/new/', {
  input: ArticleInput,
  output: Article,
  auth: 'user',
  summary:
    'Publish an article (published at once). The body is Markdown; images in it must be uploads of ours (upload_base64 URLs). The server renders and sanitises it',
  codes: [Code.tooManyRequests],
});

export const updateArticle = defineCall('POST /v1/user/article/{id}/', {
  input: ArticleInput.extend({ id: articleIdField }),
  output: Article,
  auth: 'user',
  summary:
    "Replace an own article's fields (every field, as on publishing); its status stays. Another user's article answers 404",
  codes: [Code.notFound],
});

export const deleteArticles = defineCall('POST /v1/user/articles/', {
  input: z.object({
    ids: z
      .array(articleIdField, { error: '请选择要删除的文章' })
      .min(1, { error: '请选择要删除的文章' })
      .max(ARTICLE_DELETE_MAX, { error: `一次最多删除 ${ARTICLE_DELETE_MAX} 篇` }),
  }),
  output: z.object({
    /** The ids that were the caller's and are now deleted; any other id is left as it was. */
    deletedIds: z.array(z.number().int()),
  }),
  auth: 'user',
  summary:
    "Delete own articles (soft) given a list of ids; ids of others' articles, or unknown ones, are skipped, and `deletedIds` says which were deleted",
});

export const myArticleList = myListCall(
  '/v1/user/my_article_list/',
  ArticleListItem,
  "The caller's articles, newest first, each with its status (deleted ones never)",
);

export const articleLike = likeToggleCall({
  path: '/v1/user/article/like/',
  idKey: 'articleId',
  idField: articleIdField,
  summary: "Toggle the caller's like of a published article; answers the new state and count",
  added: true,
});

export const myLikeArticles = myListCall(
  '/v1/user/my_like_articles/',
  ArticleListItem,
  'Articles the caller likes, most recently liked first (hidden and deleted ones drop out)',
);
