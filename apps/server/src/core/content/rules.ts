import { DAY_MS } from '../../lib/clock';
import type { Limit } from '../../limits/rate-limiter';

/** The rules every kind of content shares (decision 0008). */

/** An account this young writes under the new-account limits. */
export const NEW_ACCOUNT_MS = DAY_MS;

export const ContentLimits = {
  /** Replies to posts and comments on articles together, on top of each kind's own limit. */
  newAccountReplies: { name: 'new-account-replies', max: 10, windowMs: NEW_ACCOUNT_MS },
} as const satisfies Record<string, Limit>;
