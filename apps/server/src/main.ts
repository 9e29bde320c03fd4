import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { seedDemoContent } from './seed/demo';

/** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function build(config: Config) {
  try {
    return await buildApp(config);
  } catch (err) {
    // No logger exists yet when the database cannot be opened or migrated.
    console.error(`Could not start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}

const config = readConfig();
const app = await build(config);
if (config.demoContent) {
  const seeded = await seedDemoContent(app.db, Date.now());
  if (seeded > 0)
    app.log.info({ posts: seeded }, 'demo posts seeded (DEMO_CONTENT=0 turns this off)');
}

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
// Request errors never get here (Fastify answers them); anything that does is a bug to log, not
// a reason to drop every other user's request.
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));

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
