import { withQuery } from './postPaths';

/**
 * The paths of the article pages (spec section 2, and the editor added in routes.ts) and the
 * query strings they take: `/pages/article/detail/index?id=12`.
 */
export const ArticlePath = {
  home: '/pages/article/home/index',
  detail: '/pages/article/detail/index',
  comment: '/pages/article/comment/index',
  mine: '/pages/user/article/index',
  /** An article as its author sees it: status, counts, edit and delete. */
  mineDetail: '/pages/user/article/detail',
  edit: '/pages/user/article/edit',
  success: '/pages/user/article/success',
} as const;

export const articleDetailPath = (id: number) => withQuery(ArticlePath.detail, { id });
export const articleCommentPath = (id: number) => withQuery(ArticlePath.comment, { id });
export const myArticlePath = (id: number) => withQuery(ArticlePath.mineDetail, { id });
/** The editor; with an id, the edit of that article. */
export const articleEditPath = (id?: number) => withQuery(ArticlePath.edit, { id });
export const articleSuccessPath = (id: number, edited: boolean) =>
  withQuery(ArticlePath.success, { id, edited: edited ? 1 : undefined });
