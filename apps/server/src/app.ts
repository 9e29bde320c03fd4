import { randomBytes } from 'node:crypto';
import { Header } from '@huaren/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { noSessions, type SessionResolver } from './auth/session';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { categoryRoutes } from './modules/categories/routes';
import { healthRoutes } from './modules/health/routes';
import { paramConfigRoutes } from './modules/param-config/routes';
import { regionRoutes } from './modules/regions/routes';
import { installErrorHandling } from './plugins/errors';
import { installGracefulClose } from './plugins/graceful-close';
import { installProtocolChecks } from './plugins/protocol';
import { installResponseHeaders } from './plugins/response-headers';
import { installWebApp } from './plugins/web-app';
import { createSqlNonceStore } from './protocol/nonce-store';

/** JSON bodies up to 1 MiB; a route that takes images raises its own limit (registerEndpoint). */
export const BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  /**
   * Signature, timestamp and nonce checks on /v1. Only the protocol benchmark turns them off, to
   * measure their cost against the same handlers; it is deliberately not an environment variable.
   */
  protocolChecks?: boolean;
  resolveSession?: SessionResolver;
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
    genReqId: () => randomBytes(8).toString('hex'),
    // Our own ids only: a client-chosen id could forge or collide with other log lines.
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
  });

  const db = openDatabase(config.database, app.log);
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  app.decorate('db', db);
  app.decorate('resolveSession', options.resolveSession ?? noSessions);
  // Runs after the server stopped accepting and in-flight requests finished (app.close()).
  app.addHook('onClose', async () => db.destroy());

  installResponseHeaders(app);
  installGracefulClose(app);
  installErrorHandling(app);
  if (options.protocolChecks !== false) {
    installProtocolChecks(app, config, createSqlNonceStore(db));
  }

  healthRoutes(app);
  paramConfigRoutes(app);
  regionRoutes(app);
  categoryRoutes(app);
  await installWebApp(app, config.webDist);

  return app;
}
