import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../limits/rate-limiter';

/** What the account services need from the app; tests of a service can pass their own. */
export interface AccountDeps {
  db: Db;
  now: Clock;
  limiter: RateLimiter;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

export function accountDepsOf(app: FastifyInstance): AccountDeps {
  return {
    db: app.db,
    now: app.now,
    limiter: app.rateLimiter,
    jobs: app.jobs,
    log: app.log,
  };
}
