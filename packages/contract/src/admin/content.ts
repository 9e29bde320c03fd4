import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { PageInput, pageOf } from '../paging';
import { idField } from '../ids';
import { Code } from '../protocol/codes';
import { AdminPerson, adminReasonField, isoDateField } from './fields';

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

export const adminContentList = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/content/',
  input: PageInput.extend({
    type: ContentType,
    status: ContentStatus.optional(),
    authorId: idField('作者').optional(),
    /** Posts: the post search. Others: text among the newest 5,000 of the type. */
    keyword: z.string().trim().max(50, { error: '关键词最多 50 个字' }).optional(),
  }),
  output: pageOf(AdminContentItem),
  auth: 'admin',
  summary:
    'Content of one type, newest first, by status, author and text (posts through the search index; other types search their newest 5,000)',
  added: true,
});

export const ContentAction = z.enum(['hide', 'restore', 'approve'], { error: '请选择操作' });
export type ContentAction = z.infer<typeof ContentAction>;

export const adminSetContentStatus = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/content/status/',
  input: z.object({
    type: ContentType,
    id: idField('内容'),
    action: ContentAction,
    reason: adminReasonField,
  }),
  output: AdminContentItem,
  auth: 'admin',
  summary:
    '`hide` published content, `restore` hidden content to published, `approve` a pending post or article. Anything else answers 409 with the reason',
  added: true,
  codes: [Code.notFound, Code.conflict],
});

export const adminRecommendPost = defineEndpoint({
  method: 'POST',
  path: '/v1/admin/post/recommend/',
  input: z.object({
    postId: idField('帖子'),
    /** The last day it is recommended; null removes the recommendation. */
    until: isoDateField.nullable(),
  }),
  output: AdminContentItem,
  auth: 'admin',
  summary:
    "Put a published post on the home page's recommended list until the end of a day (DASHBOARD_TIME_ZONE), or take it off with `until: null`",
  added: true,
  codes: [Code.notFound, Code.conflict],
});

export const adminRecommendedPosts = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/recommended/',
  input: z.object({}),
  output: z.object({ list: z.array(AdminContentItem) }),
  auth: 'admin',
  summary: 'Posts recommended now, newest recommendation first',
  added: true,
});
