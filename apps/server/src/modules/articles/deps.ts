import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../limits/rate-limiter';
import type { ObjectStore } from '../../storage/object-store';
import type { Catalog } from '../../core/site/catalog';
import { createViewCounter, type ViewCounter } from '../../core/content/view-counter';

/** What the article services need from the app; tests of a service can pass their own. */
export interface ArticleDeps {
  db: Db;
  now: Clock;
  limiter: RateLimiter;
  catalog: Catalog;
  store: Pick<ObjectStore, 'url'>;
  views: ViewCounter;
}

export function articleDepsOf(app: FastifyInstance): ArticleDeps {
  return {
    db: app.db,
    now: app.now,
    limiter: app.rateLimiter,
    catalog: app.catalog,
    store: app.imageStore,
    views: createViewCounter(app.db, 'articles'),
  };
}
