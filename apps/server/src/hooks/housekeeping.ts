import type { FastifyInstance } from 'fastify';
import { MINUTE_MS } from '../lib/clock';

export interface HousekeepingTask {
  /** For the log: what was purged. */
  name: string;
  /** Deletes what has had its time; answers how many rows. */
  run(now: number): Promise<number>;
}

const INTERVAL_MS = 10 * MINUTE_MS;

/**
 * Deletes expired rows (sessions, codes, counters, old login logs) every ten minutes. Nothing
 * depends on the purge for correctness (every read checks expiry itself); it keeps tables small.
 * Every instance runs it; the deletes are idempotent.
 */
export function installHousekeeping(
  app: FastifyInstance,
  tasks: readonly HousekeepingTask[],
): void {
  const runAll = async () => {
    const now = app.now();
    for (const task of tasks) {
      try {
        const purged = await task.run(now);
        if (purged > 0) app.log.debug({ purged }, `housekeeping: ${task.name} purged`);
      } catch (err) {
        app.log.warn({ err }, `housekeeping: purging ${task.name} failed; will retry`);
      }
    }
  };
  const timer = setInterval(() => void runAll(), INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
