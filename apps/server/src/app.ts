import type { Agent } from 'node:https';
import { Header } from '@huaren/contract';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { createSessionResolver, type SessionResolver } from './auth/session';
import { createSessionRepository } from './auth/session.repository';
import type { Config } from './config';
import { contentHousekeeping } from './core/content/housekeeping';
import { createCatalog } from './core/site/catalog';
import { handleError, installErrorHandling } from './hooks/errors';
import { installGracefulClose } from './hooks/graceful-close';
import { installHousekeeping } from './hooks/housekeeping';
import { installMetrics } from './hooks/metrics';
import { installProtocolChecks } from './hooks/protocol';
import { installRequestLoad } from './hooks/request-load';
import { installRequestTargetCheck } from './hooks/request-target';
import { installResponseHeaders } from './hooks/response-headers';
import { createJobQueue } from './jobs/job-queue';
import type { Clock } from './lib/clock';
import { createRequestIds } from './lib/request-id';
import { createResponseCache } from './lib/response-cache';
import { createRateLimitRepository } from './limits/rate-limit.repository';
import { createRateLimiter } from './limits/rate-limiter';
import { sendMessageJob } from './messaging/message-job';
import { createMessenger } from './messaging/messenger';
import { openPreparedDatabase } from './prepare-database';
import { accountHousekeeping } from './modules/accounts/housekeeping';
import { accountRoutes } from './modules/accounts/routes';
import { adminRoutes } from './modules/admin/routes';
import { apiDocumentRoutes } from './modules/api-document/routes';
import { articleRoutes } from './modules/articles/routes';
import { blockRoutes } from './modules/blocks/routes';
import { categoryRoutes } from './modules/categories/routes';
import { favouriteRoutes } from './modules/favourites/routes';
import { healthRoutes } from './modules/health/routes';
import { messageRoutes } from './modules/messages/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { paramConfigRoutes } from './modules/param-config/routes';
import { postHousekeeping } from './modules/posts/housekeeping';
import { postRoutes } from './modules/posts/routes';
import { profileRoutes } from './modules/profiles/routes';
import { regionRoutes } from './modules/regions/routes';
import { createRealtime } from './realtime/realtime';
import { messageHousekeeping } from './modules/messages/housekeeping';
import { uploadRoutes } from './modules/uploads/routes';
import { createSqlNonceStore } from './protocol/nonce-store';
import { createSharePages } from './static/share-pages';
import { sitemapRoutes, type SitemapSection } from './static/sitemap';
import { createLaunchData } from './static/launch-data';
import { webAppRoutes } from './static/web-app';
import { loadFirstViews } from './static/first-view';
import { mediaOrigin } from './storage/storage-config';

/** Every module's plugin (its routes.ts), in the order they register. */
const MODULES = [
  healthRoutes,
  paramConfigRoutes,
  regionRoutes,
  categoryRoutes,
  accountRoutes,
  postRoutes,
  articleRoutes,
  notificationRoutes,
  messageRoutes,
  profileRoutes,
  blockRoutes,
  favouriteRoutes,
  adminRoutes,
  uploadRoutes,
  apiDocumentRoutes,
];

/** JSON bodies up to 1 MiB; a route that takes images raises its own limit (registerCall). */
export const BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  /**
   * Signature, timestamp and nonce checks on /v1. Only the protocol benchmark turns them off, to
   * measure their cost against the same handlers; it is deliberately not an environment variable.
   */
  protocolChecks?: boolean;
  /** Replaces the sessions table's lookup (a test of the call layer alone). */
  resolveSession?: SessionResolver;
  /**
   * The clock of every time-based rule: session expiry, codes, rate limits, password holds, the
   * protocol's timestamp window. Tests pass one they can advance instead of sleeping.
   */
  now?: Clock;
  /** Sees every route as it is registered (the API document's test lists them). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Web Push's HTTPS agent. Tests pass one that trusts their local push service's self-signed
   * certificate; deliberately not an environment variable, like protocolChecks.
   */
  pushAgent?: Agent;
  /** The message streams' heartbeat (25 s); tests shorten it rather than wait. */
  streamHeartbeatMs?: number;
  /** Where log lines go (tests capture them); standard output by default. */
  logStream?: { write(line: string): void };
}

/**
 * Builds the whole server on a migrated, seeded database, without listening: main.ts listens,
 * tests and the benchmark listen on port 0. Routes may still be added until it is ready.
 */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // The token is the user's secret (the signing salt is public); no log line may carry it.
      redact: { paths: [`req.headers["${Header.token.toLowerCase()}"]`], censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: createRequestIds(),
    // Our own ids only: a client-chosen id could forge or collide with other log lines.
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    // request.ip (rate limits, login logs) from X-Forwarded-For only when set by a trusted proxy.
    trustProxy:
      typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: handleError,
  });

  const now = options.now ?? Date.now;
  const { db, imageStore, images } = await openPreparedDatabase(config, app.log, now);
  const rateLimits = createRateLimitRepository(db);
  const messenger = createMessenger(config, app.log, now);
  const jobs = createJobQueue({ db, now, log: app.log, worker: config.jobsWorker });
  jobs.handle(sendMessageJob, (message) => messenger.send(message));
  app.decorate('db', db);
  app.decorate('now', now);
  app.decorate(
    'resolveSession',
    options.resolveSession ?? createSessionResolver(createSessionRepository(db), now),
  );
  app.decorate('rateLimiter', createRateLimiter(rateLimits, now));
  app.decorate('jobs', jobs);
  app.decorate('publicUrl', config.publicUrl);
  app.decorate('webPush', config.push && { ...config.push, agent: options.pushAgent });
  app.decorate('imageStore', imageStore);
  app.decorate('images', images);
  app.decorate('catalog', createCatalog(db));
  app.decorate('publicCache', createResponseCache({ ttlMs: config.publicCacheMs, now }));
  const realtime = createRealtime(config.database, db, now, app.log, options.streamHeartbeatMs);
  app.decorate('realtime', realtime);
  // Open streams would hold app.close() until their clients left: they end first, and their
  // clients reconnect (to another instance, behind a balancer) with Last-Event-ID.
  app.addHook('preClose', async () => realtime.hub.close());
  app.addHook('onReady', async () => realtime.hub.ready);
  app.decorate('launchData', createLaunchData());
  const firstViews = await loadFirstViews(config.webDist, app.log);
  app.decorate(
    'sharePages',
    await createSharePages({
      webDist: config.webDist,
      mapTiles: config.mapTiles,
      mediaOrigin: mediaOrigin(config.storage),
      publicUrl: config.publicUrlSet,
      fallbackOrigin: config.publicUrl,
      cache: app.publicCache,
      launchData: app.launchData,
      firstViews,
    }),
  );
  const sitemapSections: SitemapSection[] = [];
  app.decorate('sitemap', { add: (section: SitemapSection) => sitemapSections.push(section) });
  // The worker starts once every module has handled its job types.
  app.addHook('onReady', async () => jobs.start());
  // Runs after the server stopped accepting and in-flight requests finished (app.close()):
  // jobs in hand finish (the rest wait in the table), then the transports and the database close.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await realtime.close();
    await messenger.close();
    await db.destroy();
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Ours: app-wide hooks on the root instance, so that every route below has them.
  installResponseHeaders(app);
  if (config.metricsToken) installMetrics(app, config.metricsToken, db);
  installRequestTargetCheck(app);
  installRequestLoad(app);
  installGracefulClose(app);
  installErrorHandling(app);
  if (options.protocolChecks !== false) {
    installProtocolChecks(app, config, createSqlNonceStore(db, now));
  }
  installHousekeeping(app, [
    ...accountHousekeeping(db),
    ...postHousekeeping(db),
    ...contentHousekeeping(db),
    ...messageHousekeeping(db),
    { name: 'rate-limit counters', run: (t) => rateLimits.purgeExpired(t) },
  ]);

  // Routes: one plugin per module, each in its own scope.
  for (const routes of MODULES) await app.register(routes);
  sitemapRoutes(app, sitemapSections);
  // The web app last: it registers the third-party @fastify/static for every other path.
  await app.register(webAppRoutes, {
    webDist: config.webDist,
    mapTiles: config.mapTiles,
    mediaOrigin: mediaOrigin(config.storage),
    firstViews,
  });

  return app;
}

/** Trust the first `hops` proxies in front of us (Fastify's hop count, which its types omit). */
function hopsTrusted(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
