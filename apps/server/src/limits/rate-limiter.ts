import type { Clock } from '../lib/clock';
import type { RateLimitRepository } from './rate-limit.repository';

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
}

/**
 * Fixed windows that start at a subject's first hit: one row per (rule, subject), updated in
 * place, shared by every instance through the database. A burst straddling two windows can reach
 * twice the limit; for limits this small (6 logins, 1 code per minute) that is accepted over
 * the cost of a sliding log.
 */
export function createRateLimiter(repository: RateLimitRepository, now: Clock): RateLimiter {
  return {
    async hit(limit, subject) {
      const t = now();
      const row = await repository.hit(`${limit.name}:${subject}`, t, limit.windowMs);
      if (row.count <= limit.max) return { allowed: true };
      return { allowed: false, retryAfterMs: Math.max(0, row.expires_at - t) };
    },
  };
}

/** Whole seconds left, at least 1, for "请 N 秒后再试". */
export function secondsLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
