import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import {
  claimOrRefuse,
  secondsLeft,
  type Limit,
  type RateLimiter,
} from '../../limits/rate-limiter';
import { createAccountRepository } from './account.repository';
import { ContentReasons } from './reasons';
import { ContentLimits, NEW_ACCOUNT_MS } from './rules';

type ClaimDeps = { now: Clock; limiter: RateLimiter };

/**
 * Claims a new-account limit (decision 0008) in `trx`, the transaction that writes the post,
 * reply or comment, when the account is younger than NEW_ACCOUNT_MS, and answers 429 with
 * `reason` past it (rolling the claim back). Older accounts are not counted at all.
 */
export async function claimNewAccount(
  deps: ClaimDeps,
  trx: Db,
  userId: number,
  limit: Limit,
  reason: string,
): Promise<void> {
  const createdAt = await createAccountRepository(trx).createdAt(userId);
  if (createdAt === undefined || deps.now() - createdAt >= NEW_ACCOUNT_MS) return;
  await claimOrRefuse(deps.limiter, trx, limit, userId, () => reason);
}

/**
 * The quotas a reply to a post or a comment on an article spends, claimed in the transaction that
 * inserts it: its own hourly limit, then the new account's replies and comments together.
 */
export async function claimReplyQuota(
  deps: ClaimDeps,
  trx: Db,
  userId: number,
  hourly: Limit,
  tooOften: (minutes: number) => string,
): Promise<void> {
  await claimOrRefuse(deps.limiter, trx, hourly, userId, (ms) => tooOften(minutesLeft(ms)));
  await claimNewAccount(
    deps,
    trx,
    userId,
    ContentLimits.newAccountReplies,
    ContentReasons.newAccountReplies,
  );
}

const minutesLeft = (ms: number) => Math.ceil(secondsLeft(ms) / 60);
