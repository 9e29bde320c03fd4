import { z } from '../z';
import { adminCall, type Call, type Route } from '../define-call';
import { PageInput, pageOf, wholeList } from '../paging';
import { idField } from '../ids';
import { Code } from '../protocol/codes';
import { AdminPerson, adminOptionalReasonField, adminReasonField, isoDateField } from './fields';

/** Posts, articles, replies and comments as the console lists and moderates them. */

export const ContentType = z.enum(['post', 'article', 'reply', 'comment'], {
  error: '内容类型不正确',
});
export type ContentType = z.infer<typeof ContentType>;

/** Every status any content type has; replies and comments are only published, hidden or deleted. */
export const ContentStatus = z.enum(['pending', 'published', 'hidden', 'deleted', 'expired']);
export type ContentStatus = z.infer<typeof ContentStatus>;

export const AdminContentItem = z.object({
  type: ContentType,
  id: z.number().int(),
  /** A post's or article's title; for a reply or comment, the title of what it is under. */
  title: z.string(),
  /** The start of the text on one line. */
  excerpt: z.string(),
  status: ContentStatus,
  /** Why an admin (or the report threshold) changed its status; null otherwise. */
  statusReason: z.string().nullable(),
  author: AdminPerson,
  createdAt: z.string(),
  /** What a reply or comment is under; null for posts and articles. */
  parent: z.object({ type: ContentType, id: z.number().int() }).nullable(),
  /** Whether the post is on the home page's recommended list, and until when. */
  recommendedUntil: z.string().nullable(),
});
export type AdminContentItem = z.infer<typeof AdminContentItem>;

/** How many newest rows a keyword the search indexes cannot answer is looked for in. */
export const ADMIN_KEYWORD_WINDOW = 5000;

export const AdminContentPage = pageOf(AdminContentItem).extend({
  /**
   * Null when the keyword went through the search indexes (posts that are published, hidden or
   * pending) or there is none. Otherwise the keyword was looked for only in this many newest rows
   * of the type (of the author, with `authorId`), whatever their status: replies, comments,
   * articles, and expired or deleted posts.
   */
  searchedNewest: z.number().int().nullable(),
});
export type AdminContentPage = z.infer<typeof AdminContentPage>;

export const adminContentList = adminCall('GET /v1/admin/content/', {
  input: PageInput.extend({
    type: ContentType,
    status: ContentStatus.optional(),
    authorId: idField('作者').optional(),
    /**
     * Words, as the post search reads them (each space-separated part somewhere in the text).
     * Posts published, hidden or pending (or any of them, without `status`): through the search
     * indexes. Anything else: among the newest ADMIN_KEYWORD_WINDOW rows, see `searchedNewest`.
     */
    keyword: z.string().trim().max(50, { error: '关键词最多 50 个字' }).optional(),
  }),
  output: AdminContentPage,
  summary:
    'Content of one type, newest first, by status, author and words (published, hidden and pending posts through the search indexes; other types, and expired or deleted posts, in their newest 5,000 rows: `searchedNewest`)',
});

/**
 * A console change to one item of content: answers the item as the list shows it after; 404 for an
 * item that does not exist, 409 for a change its state does not allow.
 */
function contentChangeCall<I extends z.ZodType>(
  route: Route,
  call: Pick<Call<I>, 'input' | 'summary'>,
) {
  return adminCall(route, {
    ...call,
    output: AdminContentItem,
    codes: [Code.notFound, Code.conflict],
  });
}

export const ContentAction = z.enum(['hide', 'restore', 'approve'], { error: '请选择操作' });
export type ContentAction = z.infer<typeof ContentAction>;

export const adminSetContentStatus = contentChangeCall('POST /v1/admin/content/status/', {
  input: z.object({
    type: ContentType,
    id: idField('内容'),
    action: ContentAction,
    reason: adminReasonField,
  }),
  summary:
    '`hide` published content, `restore` hidden content to published, `approve` a pending post or article. Anything else answers 409 with the reason',
});

export const adminRecommendPost = contentChangeCall('POST /v1/admin/post/recommend/', {
  input: z.object({
    postId: idField('帖子'),
    /** The last day it is recommended; null removes the recommendation. */
    until: isoDateField.nullable(),
    reason: adminOptionalReasonField,
  }),
  summary:
    "Put a published post on the home page's recommended list until the end of a day (DASHBOARD_TIME_ZONE), or take it off with `until: null`",
});

export const adminRecommendedPosts = adminCall('GET /v1/admin/recommended/', {
  ...wholeList(AdminContentItem),
  summary: 'Posts recommended now, newest recommendation first',
});
