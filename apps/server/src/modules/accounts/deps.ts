import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Background } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../limits/rate-limiter';
import type { Messenger } from '../../messaging/messenger';

/** What the account services need from the app; tests of a service can pass their own. */
export interface AccountDeps {
  db: Db;
  now: Clock;
  limiter: RateLimiter;
  messenger: Messenger;
  background: Background;
  log: FastifyBaseLogger;
}

export function accountDepsOf(app: FastifyInstance): AccountDeps {
  return {
    db: app.db,
    now: app.now,
    limiter: app.rateLimiter,
    messenger: app.messenger,
    background: app.background,
    log: app.log,
  };
}
