import { z } from '../z';
import { defineCall } from '../define-call';
import { idField } from '../ids';
import { pagedList } from '../paging';
import { Code } from '../protocol/codes';
import { PostListItem } from '../posts/post';
import { ArticleListItem } from '../articles/article';

/**
 * A user's public page (issue 20, docs/decisions/0037-seller-page.md): who they are and what they
 * published, for anyone. Never a contact, only whether one is verified. A user who is not active
 * (banned) or does not exist answers 404 on all three calls.
 */

export const userIdField = idField('用户');

export const PublicProfile = z.object({
  id: z.number().int(),
  nickName: z.string(),
  /** When the account was made (the screens show the month and year). */
  memberSince: z.string(),
  /** Which contacts the account has verified (each was confirmed with a code): badges, no values. */
  verified: z.object({ phone: z.boolean(), email: z.boolean() }),
  /** Their posts a moderator hid or removed in the last 90 days and that are still down. */
  removedPostCount: z.number().int(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

/** The window of `removedPostCount`. */
export const REMOVED_POSTS_DAYS = 90;

export const userProfile = defineCall('GET /v1/users/profile/', {
  input: z.object({ id: userIdField }),
  output: PublicProfile,
  auth: 'visitor',
  summary: `A user's public page: nickname, member since, verified contacts (badges only), and how many of their posts moderators removed in the last ${REMOVED_POSTS_DAYS} days. An unknown or banned user answers 404`,
  codes: [Code.notFound],
  added: true,
});

const byUser = { userId: userIdField };

export const userPosts = defineCall('GET /v1/users/posts/', {
  ...pagedList(PostListItem, byUser),
  auth: 'visitor',
  summary:
    "A user's published, unexpired posts, newest first. An unknown or banned user answers 404",
  codes: [Code.notFound],
  added: true,
});

export const userArticles = defineCall('GET /v1/users/articles/', {
  ...pagedList(ArticleListItem, byUser),
  auth: 'visitor',
  summary: "A user's published articles, newest first. An unknown or banned user answers 404",
  codes: [Code.notFound],
  added: true,
});
