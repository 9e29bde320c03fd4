import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (a reset code's delivery). Failures are logged,
 * never thrown at a request that has already answered; close() waits for what is in flight, so
 * a graceful shutdown does not cut a message in half.
 */
export interface Background {
  run(what: string, task: Promise<unknown>): void;
  drain(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<unknown>>();
  return {
    run(what, task) {
      const tracked = task.catch((err) => log.error({ err }, `${what} failed`));
      pending.add(tracked);
      void tracked.finally(() => pending.delete(tracked));
    },
    async drain() {
      await Promise.allSettled([...pending]);
    },
  };
}
