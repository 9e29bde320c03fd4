import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../limits/rate-limiter';
import type { ImageLookup } from '../images';
import type { Catalog } from '../site/catalog';
import type { ContentKind } from './kinds';
import { createViewCounter, type ViewCounter } from './view-counter';

/** What the services of a kind of content need from the app; tests of a service can pass their own. */
export interface ContentDeps {
  db: Db;
  now: Clock;
  limiter: RateLimiter;
  catalog: Catalog;
  images: ImageLookup;
  /** Notices of replies, likes and moderation are jobs (core/notifications). */
  jobs: JobQueue;
  /** The kind's views, counted in memory and written once a second. */
  views: ViewCounter;
}

export function contentDepsOf(app: FastifyInstance, kind: ContentKind): ContentDeps {
  return {
    db: app.db,
    now: app.now,
    limiter: app.rateLimiter,
    catalog: app.catalog,
    images: app.images,
    jobs: app.jobs,
    views: createViewCounter(app.db, kind),
  };
}
