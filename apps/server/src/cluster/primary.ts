import cluster, { type Worker } from 'node:cluster';
import { isRealtimeMessage } from '../realtime/cluster-bus';

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PrimaryOptions {
  /** How many workers serve (WEB_CONCURRENCY). */
  workers: number;
  log: Log;
  /** How long workers get to finish after SIGTERM (their own grace) before they are killed. */
  graceMs: number;
  /** Told the port once every worker first listens (the benchmark reads it). */
  onListening?(port: number): void;
}

/** Beyond the workers' own grace: their exit, the database's close. */
const KILL_MARGIN_MS = 5_000;

/**
 * The primary of several server processes (decision 0046), after it prepared the database alone:
 * forks the workers, which re-run the same entry script and share its port (Node's cluster hands
 * each new connection to the next worker in turn); replaces a worker that dies after it listened
 * (one that dies before is a start-up failure every worker would repeat, so everything stops);
 * relays real-time deliveries between workers; and on SIGTERM or SIGINT passes SIGTERM to every
 * worker, waits for them to drain and exits 0 only if each exited 0.
 */
export function runPrimary({ workers, log, graceMs, onListening }: PrimaryOptions): void {
  const listened = new Set<number>();
  let announced = false;
  let closing = false;
  let failed = false;
  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);

  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (!isRealtimeMessage(message)) return;
      for (const other of alive()) {
        // A worker on its way out misses it, like a stream that just ended: its clients reconnect.
        if (other !== worker && other.isConnected()) other.send(message, () => undefined);
      }
    });
  };

  const stop = (reason: string) => {
    if (closing) return;
    closing = true;
    const running = alive();
    log.info({ reason, workers: running.length }, 'shutting down: draining every worker');
    if (running.length === 0) process.exit(failed ? 1 : 0);
    for (const worker of running) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log.error({}, 'workers still running after the grace period; killing them');
      for (const worker of alive()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, graceMs + KILL_MARGIN_MS).unref();
  };

  cluster.on('listening', (worker, address) => {
    listened.add(worker.id);
    if (announced || listened.size < workers) return;
    announced = true;
    const pids = alive().map((w) => w.process.pid);
    log.info({ workers, port: address.port, pids }, 'all workers listening');
    onListening?.(address.port);
  });

  cluster.on('exit', (worker, code, signal) => {
    const pid = worker.process.pid;
    if (closing) {
      if (code !== 0) failed = true;
      if (alive().length === 0) {
        log.info({ failed }, 'all workers stopped');
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    if (!listened.has(worker.id)) {
      log.error({ pid, code, signal }, 'a worker stopped before it listened; stopping the server');
      failed = true;
      stop('start-up failure');
      return;
    }
    log.error({ pid, code, signal }, 'a worker died; starting another');
    fork();
  });

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < workers; i++) fork();
}
