import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import type { Db } from './db/database';
import { openPreparedDatabase } from './prepare-database';
import { seedDemoContent } from './seed/demo';

/** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

async function seedDemo(config: Config, db: Db, log: Log): Promise<void> {
  if (!config.demoContent) return;
  const seeded = await seedDemoContent(db, Date.now());
  if (seeded > 0) log.info({ posts: seeded }, 'demo posts seeded (DEMO_CONTENT=0 turns this off)');
}

/**
 * What the primary of several workers does alone before forking them (decision 0046): migrations,
 * the seeds and rebuilds, the demo posts, so that workers starting together find it all done.
 */
export async function prepareForWorkers(config: Config, log: Log): Promise<void> {
  try {
    const { db } = await openPreparedDatabase(config, log, Date.now);
    try {
      await seedDemo(config, db, log);
    } finally {
      await db.destroy();
    }
  } catch (err) {
    log.error({ err }, 'could not prepare the database');
    process.exit(1);
  }
}

async function build(config: Config): Promise<FastifyInstance> {
  try {
    return await buildApp(config);
  } catch (err) {
    // No logger exists yet when the database cannot be opened or migrated.
    console.error(`Could not start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}

/**
 * One server process: the only one (WEB_CONCURRENCY=1), or a worker of several (`prepared`: the
 * primary seeded the demo posts). Listens, and drains on SIGTERM/SIGINT, or when the primary is
 * gone: its port went with it.
 */
export async function serve(config: Config, { prepared }: { prepared: boolean }): Promise<void> {
  const app = await build(config);
  if (!prepared) await seedDemo(config, app.db, app.log);

  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('requests still running after the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      // Stops accepting, waits for in-flight requests, then runs onClose (closes the database).
      await app.close();
      app.log.info('closed');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  }

  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  if (prepared) process.on('disconnect', () => void shutdown('primary gone'));
  // Request errors never get here (Fastify answers them); anything that does is a bug to log, not
  // a reason to drop every other user's request.
  process.on('unhandledRejection', (reason) =>
    app.log.error({ err: reason }, 'unhandled rejection'),
  );

  try {
    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      {
        database: config.database.dialect,
        dataDir: config.dataDir,
        webDist: config.webDist,
        // Which transports carry codes; "outbox" means DATA_DIR/outbox.jsonl (never the URL itself:
        // SMTP_URL may hold a password).
        email: config.mail.smtpUrl ? 'smtp' : 'outbox',
        sms: config.sms ? 'twilio' : 'outbox',
      },
      'ready',
    );
  } catch (err) {
    app.log.fatal({ err }, 'could not listen');
    await app.close();
    process.exit(1);
  }
}
