import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../limits/rate-limiter';
import type { Catalog } from '../../core/site/catalog';
import { uploadedImages, type ImageLookup } from './images';
import { createViewCounter, type ViewCounter } from '../../core/content/view-counter';

/** What the post services need from the app; tests of a service can pass their own. */
export interface PostDeps {
  db: Db;
  now: Clock;
  limiter: RateLimiter;
  catalog: Catalog;
  images: ImageLookup;
  views: ViewCounter;
}

export function postDepsOf(app: FastifyInstance): PostDeps {
  return {
    db: app.db,
    now: app.now,
    limiter: app.rateLimiter,
    catalog: app.catalog,
    images: uploadedImages(app.db, app.imageStore),
    views: createViewCounter(app.db, 'posts'),
  };
}
