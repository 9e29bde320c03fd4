import { DAY_MS, HOUR_MS } from '../../lib/clock';
import type { Limit } from '../../limits/rate-limiter';

/** The article rules of issue 5 in one place (docs/decisions/0007-article-bodies.md). */

/** Characters of the body's text an empty summary is filled with. */
export const SUMMARY_FROM_TEXT = 100;

export const ArticleLimits = {
  /** Our choice: a keen writer publishes one or two a day; a spam script hits this at once. */
  articlesPerUser: { name: 'article-new-user-day', max: 10, windowMs: DAY_MS },
  /** The post reply limit: a lively discussion stays far below a comment a minute. */
  commentsPerUser: { name: 'article-comment-user-hour', max: 60, windowMs: HOUR_MS },
} as const satisfies Record<string, Limit>;
