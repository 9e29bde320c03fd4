import type { Db } from '../db/database';
import { Code } from '@huaren/contract';
import type { Clock } from '../lib/clock';
import { Refusal } from '../lib/envelope';
import { createRateLimitRepository, type RateLimitRepository } from './rate-limit.repository';

/** At most `max` hits per `windowMs`, counted per subject (an IP, a phone, an account). */
export interface Limit {
  /** Part of the stored key; unique per rule. */
  name: string;
  max: number;
  windowMs: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /** Counts a hit and answers whether it is within the limit. Refused hits count too. */
  hit(limit: Limit, subject: string): Promise<Verdict>;
  /**
   * Counts a hit in the caller's transaction, the one that writes what the limit counts: the hit
   * stays only if that transaction commits, so an action refused after the claim, or by it, spends
   * nothing. Until then the counter row is locked on PostgreSQL, which orders one subject's
   * concurrent actions (SQLite runs one transaction at a time).
   */
  claim(limit: Limit, subject: string, trx: Db): Promise<Verdict>;
  /** What the next hit would be answered, without counting one. */
  peek(limit: Limit, subject: string): Promise<Verdict>;
  /** Drops the subject's count: its next hit starts a new window. */
  forget(limit: Limit, subject: string): Promise<void>;
}

/**
 * Fixed windows that start at a subject's first hit: one row per (rule, subject), updated in
 * place, shared by every instance through the database. A burst straddling two windows can reach
 * twice the limit; for limits this small (6 logins, 1 code per minute) that is accepted over
 * the cost of a sliding log.
 */
export function createRateLimiter(repository: RateLimitRepository, now: Clock): RateLimiter {
  const count = async (repo: RateLimitRepository, limit: Limit, subject: string) => {
    const t = now();
    const row = await repo.hit(`${limit.name}:${subject}`, t, limit.windowMs);
    if (row.count <= limit.max) return { allowed: true } as const;
    return { allowed: false, retryAfterMs: Math.max(0, row.expires_at - t) } as const;
  };
  return {
    hit: (limit, subject) => count(repository, limit, subject),
    claim: (limit, subject, trx) => count(createRateLimitRepository(trx), limit, subject),
    async peek(limit, subject) {
      const t = now();
      const row = await repository.count(`${limit.name}:${subject}`, t);
      if (row.count < limit.max) return { allowed: true };
      return { allowed: false, retryAfterMs: Math.max(0, row.expires_at - t) };
    },
    forget: (limit, subject) => repository.forget(`${limit.name}:${subject}`),
  };
}

/**
 * Claims a hit in `trx` (RateLimiter.claim) and answers 429 with the reason for the time left
 * when the limit is reached; the throw rolls the claim back with the rest of the transaction.
 */
export async function claimOrRefuse(
  limiter: RateLimiter,
  trx: Db,
  limit: Limit,
  subject: number | string,
  reason: (retryAfterMs: number) => string,
): Promise<void> {
  const verdict = await limiter.claim(limit, String(subject), trx);
  if (!verdict.allowed) throw new Refusal(Code.tooManyRequests, reason(verdict.retryAfterMs));
}

/** Whole seconds left, at least 1, for "请 N 秒后再试". */
export function secondsLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
