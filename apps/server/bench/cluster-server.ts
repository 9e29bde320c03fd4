/**
 * The benchmark's server as several workers sharing one port (posts.ts `--concurrency`, decision
 * 0046): the primary prepares the database and forks, exactly as main.ts does with
 * WEB_CONCURRENCY; each worker builds the app with protocol checks off and the bare ceiling route,
 * whose bodies posts.ts writes to DATA_DIR/bench-ceiling/<n>.json before it loads them. The
 * primary prints `listening <port> <pid>,<pid>…` once every worker listens.
 *
 *   node --import tsx bench/cluster-server.ts '{"workers":2,"env":{…}}'
 */
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import pino from 'pino';
import { buildApp } from '../src/app';
import { runPrimary } from '../src/cluster/primary';
import { loadConfig } from '../src/config';
import { prepareForWorkers, SHUTDOWN_GRACE_MS } from '../src/serve';
import { ceilingFile } from './cluster';

const { workers, env } = JSON.parse(process.argv[2]!) as {
  workers: number;
  env: Record<string, string>;
};
const config = loadConfig(env);

if (cluster.isPrimary) {
  const log = pino({ level: config.logLevel });
  await prepareForWorkers(config, log);
  runPrimary({
    workers,
    log,
    graceMs: SHUTDOWN_GRACE_MS,
    onListening: (port) => {
      const pids = Object.values(cluster.workers ?? {}).map((w) => w!.process.pid);
      process.stdout.write(`listening ${port} ${pids.join(',')}\n`);
    },
  });
} else {
  const app = await buildApp(config, { protocolChecks: false });
  const bodies = new Map<string, string>();
  app.get<{ Params: { n: string } }>('/v1/bench/ceiling/:n', (request, reply) => {
    const { n } = request.params;
    if (!bodies.has(n)) bodies.set(n, readFileSync(ceilingFile(config.dataDir, n), 'utf8'));
    return reply.type('application/json; charset=utf-8').send(bodies.get(n));
  });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  await app.listen({ port: 0, host: '127.0.0.1' });
}
