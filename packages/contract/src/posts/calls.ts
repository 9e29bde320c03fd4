import { z } from '../z';
import { detailCall } from '../content/calls';
import { addedUserCall, defineCall, type Call, type Route } from '../define-call';
import { myListCall, pagedList, wholeList } from '../paging';
import { KEYWORD_MAX } from '../constants';
import { Code } from '../protocol/codes';
import { idField, postIdField } from '../ids';
import { Post, PostListItem } from './post';
import { CLOSED_VISIBLE_DAYS } from './closed-kind';
import { POST_SORTS } from './sorts';
import { FieldFilters, priceFilterShape } from '../category-fields/filters';

/**
 * The post calls of spec section 7 (lists, detail, delete, renew); publishing is in publish.ts.
 * docs/decisions/0006-posts.md.
 */

export const PostSort = z.enum(POST_SORTS, { error: '排序方式不正确' });
export type PostSort = z.infer<typeof PostSort>;

/** What narrows the post list; a saved search (saved-searches.ts) keeps one. */
export const PostFilter = z.object({
  categoryId: idField('分类').optional(),
  /** A region includes its sub-regions: a state lists the posts of its metros too. */
  regionId: idField('地区').optional(),
  keyword: z
    .string({ error: '关键词格式不正确' })
    .trim()
    .max(KEYWORD_MAX, { error: `关键词最多 ${KEYWORD_MAX} 个字` })
    .optional(),
  /** Cents, inclusive; a post without a price (面议) drops out when either is given. */
  ...priceFilterShape,
  /**
   * Filters on the category's filterable fields by key (decision 0041); needs `categoryId`. A key
   * that is not one of its filterable fields answers 400.
   */
  fields: FieldFilters.optional(),
});
export type PostFilter = z.infer<typeof PostFilter>;

const PostId = z.object({ id: postIdField });
const Ok = z.object({});

export const postList = defineCall('POST /v1/user/post_list/', {
  ...pagedList(PostListItem, { ...PostFilter.shape, sort: PostSort.default('latest') }),
  auth: 'visitor',
  summary:
    "Published, unexpired posts: by category, by region (with its sub-regions) and by keyword (any Chinese word of 2+ characters, English, mixed), by price range (`priceMin`/`priceMax`, cents) and by the category's filterable fields (`fields`, decision 0041); sort `latest` (default), `replies` or `likes`",
});

export const postDetail = detailCall({
  path: '/v1/user/posts/{id}/',
  idField: postIdField,
  item: Post,
  summary:
    'A post, counting a view. Others see it while it is published and unexpired; its author in any status but deleted. Visitors get `contact: null` and `contactHidden: true`',
});

export const recommendImportantPost = defineCall('GET /v1/user/recommend_important_post/', {
  ...wholeList(PostListItem, { regionId: idField('地区').optional() }),
  auth: 'visitor',
  summary:
    'For the home page: posts an administrator recommended, then the newest published posts with images, then the newest of the rest, in the region (with its sub-regions) when given; at most 10',
});

export const deletePost = defineCall('POST /v1/user/post/', {
  input: PostId,
  output: Ok,
  auth: 'user',
  summary: 'Delete an own post (soft: it leaves every list and answers 404 from then on)',
  codes: [Code.notFound],
});

/** A change to one of the caller's own posts at its address: answers the post after. */
function ownPostCall(route: Route, call: Pick<Call, 'summary' | 'codes'>) {
  return addedUserCall(route, { input: PostId, output: Post, ...call });
}

export const renewPost = ownPostCall('POST /v1/user/post/{id}/renew/', {
  summary:
    'Renew an own published or expired post: it stays listed for another full life from now (its place in `latest` does not change)',
  codes: [Code.notFound],
});

export const closePost = ownPostCall('POST /v1/user/post/{id}/close/', {
  summary: `Marks an own published post 已售 / 已租 / 已招满 (by its category): it stays at its address with the mark for ${CLOSED_VISIBLE_DAYS} days, out of the lists and search, then expires; replies close. 400 for a post that is not published and live, 404 for another user's`,
  codes: [Code.invalid, Code.notFound],
});

export const reopenPost = ownPostCall('POST /v1/user/post/{id}/reopen/', {
  summary: `Takes an own post's mark back within its ${CLOSED_VISIBLE_DAYS} days: the post returns to the lists with the life it had. 400 for an unmarked post or after the week, 404 for another user's`,
  codes: [Code.invalid, Code.notFound],
});

export const myPosts = myListCall(
  '/v1/user/my_posts/',
  PostListItem,
  "The caller's posts, newest first, each with its status (deleted ones never)",
);
