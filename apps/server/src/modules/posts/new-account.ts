import { Code } from '@huaren/contract';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { ApiError } from '../../lib/envelope';
import type { Limit, RateLimiter } from '../../limits/rate-limiter';
import { NEW_ACCOUNT_MS } from './rules';

/**
 * Counts a hit of a new-account limit (decision 0008) when the account is younger than
 * NEW_ACCOUNT_MS, and answers 429 with `reason` past it. Older accounts are not counted at all.
 */
export async function checkNewAccount(
  deps: { db: Db; now: Clock; limiter: RateLimiter },
  userId: number,
  limit: Limit,
  reason: string,
): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select('created_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || deps.now() - user.created_at >= NEW_ACCOUNT_MS) return;
  const verdict = await deps.limiter.hit(limit, String(userId));
  if (!verdict.allowed) throw new ApiError(Code.tooManyRequests, reason);
}
