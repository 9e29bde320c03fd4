import type { SessionResolver } from '../auth/session';
import type { Db } from '../db/database';
import type { ImageLookup } from '../core/images';
import type { JobQueue } from '../jobs/job-queue';
import type { Clock } from '../lib/clock';
import type { ResponseCache } from '../lib/response-cache';
import type { RateLimiter } from '../limits/rate-limiter';
import type { Catalog } from '../core/site/catalog';
import type { ObjectStore } from '../storage/object-store';
import type { Agent } from 'node:https';
import type { PushConfig } from '../config';
import type { Realtime } from '../realtime/realtime';
import type { SharePages } from '../static/share-pages';
import type { LaunchData } from '../static/launch-data';
import type { Sitemap } from '../static/sitemap';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    resolveSession: SessionResolver;
    /** The app's clock (buildApp's `now` option); every time-based rule reads it. */
    now: Clock;
    rateLimiter: RateLimiter;
    /** The durable job queue (decision 0024): enqueue in the cause's transaction, then kick. */
    jobs: JobQueue;
    /** Where users reach the site (PUBLIC_URL): links in e-mails start with it. */
    publicUrl: string;
    /**
     * Web Push's VAPID identity (decision 0027), and in tests the agent that trusts their local
     * push service; null: push is off (no keys configured).
     */
    webPush: (PushConfig & { agent?: Agent }) | null;
    /** Uploaded images' files (DATA_DIR/uploads), for the uploads module. */
    imageStore: ObjectStore;
    /** Uploaded images as posts and articles ask for them (the uploads module's records). */
    images: ImageLookup;
    /** Regions and categories as posts and articles read them; admin edits invalidate it. */
    catalog: Catalog;
    /** Visitors' answers to public reads (registerCall); writes and admin edits empty it. */
    publicCache: ResponseCache;
    /** Server-sent events to users' open apps, across instances (decision 0036). */
    realtime: Realtime;
    /** Share pages and list pages at real paths, rendered here (decision 0039). */
    sharePages: SharePages;
    /** Where a feature adds a launch call's answer to the app's HTML (decision 0043). */
    launchData: LaunchData;
    /** Where a feature adds its public pages to sitemap.xml. */
    sitemap: Sitemap;
  }

  interface FastifyContextConfig {
    /**
     * A /v1 route that skips the signature checks (hooks/protocol.ts): only the API document,
     * which is public and the same for everyone (decision 0028), and the messages' event stream,
     * which EventSource opens without headers and a single-use ticket authenticates (0036).
     */
    unsigned?: boolean;
    /** A route whose answer stays open (the event stream): background jobs do not wait for it. */
    longLived?: boolean;
  }
}
