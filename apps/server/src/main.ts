import cluster from 'node:cluster';
import pino from 'pino';
import { runPrimary } from './cluster/primary';
import { ConfigError, loadConfig, type Config } from './config';
import { prepareForWorkers, serve, SHUTDOWN_GRACE_MS } from './serve';

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

const config = readConfig();
if (config.webConcurrency > 1 && cluster.isPrimary) {
  // Several workers on one port (decision 0046); each re-runs this file as a cluster worker.
  const log = pino({ level: config.logLevel });
  await prepareForWorkers(config, log);
  runPrimary({ workers: config.webConcurrency, log, graceMs: SHUTDOWN_GRACE_MS });
} else {
  await serve(config, { prepared: cluster.isWorker });
}
