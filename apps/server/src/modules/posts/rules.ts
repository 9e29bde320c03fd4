import { POST_LIFE_DAYS } from '@huaren/contract';
import { DAY_MS, HOUR_MS } from '../../lib/clock';
import type { Limit } from '../../limits/rate-limiter';
import { NEW_ACCOUNT_MS } from '../../core/content/rules';

/** The post rules of issue 4 in one place (docs/decisions/0006-posts.md). */

export const POST_LIFE_MS = POST_LIFE_DAYS * DAY_MS;

/** How many posts recommend_important_post answers. */
export const RECOMMEND_LIMIT = 10;

export const PostLimits = {
  /** Our choice: a busy landlord or dealer posts a few a day; a spammer hits this at once. */
  postsPerUser: { name: 'post-new-user-day', max: 20, windowMs: DAY_MS },
  /** Our choice: a lively conversation stays far below one reply a minute on average. */
  repliesPerUser: { name: 'post-reply-user-hour', max: 60, windowMs: HOUR_MS },
  /** Decision 0008: an account younger than NEW_ACCOUNT_MS, on top of the limits above. */
  newAccountPosts: { name: 'new-account-posts', max: 3, windowMs: NEW_ACCOUNT_MS },
  /** Decision 0008: reports beyond this are refused, not queued. */
  reportsPerUser: { name: 'post-report-user-day', max: 20, windowMs: DAY_MS },
} as const satisfies Record<string, Limit>;

/** The same title and text from the same author within this is refused. */
export const DUPLICATE_WINDOW_MS = 2 * DAY_MS;
