import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { ContentKind } from './kinds';
import { createViewRepository } from './view.repository';

export interface ViewCounter {
  /** Counts one view; written with the next flush. */
  add(id: number): void;
  /** Views counted here and not written yet (shown on top of the stored count). */
  pending(id: number): number;
  /** Writes what is pending: one statement for every row viewed since the last flush. */
  flush(): Promise<void>;
}

/** How often views are written; also the most a crash can lose. */
export const VIEW_FLUSH_MS = 1000;
/**
 * Rows per statement. Small, with a turn of the event loop between statements: on SQLite a write
 * blocks the process while it runs, and a second's views of a busy site touch thousands of pages.
 */
const FLUSH_CHUNK = 200;

/**
 * Views are added up in memory and written once a second: a detail read is then a read, not a
 * write per request (on PostgreSQL, a commit waiting for the WAL flush; on SQLite, the one write
 * lock). Increments are additive, so any number of instances can flush into the same rows. What
 * is lost on a crash is at most a second of view counts, which nobody acknowledged.
 */
export function createViewCounter(db: Db, kind: ContentKind): ViewCounter {
  const stored = createViewRepository(db, kind);
  let counts = new Map<number, number>();
  return {
    add(id) {
      counts.set(id, (counts.get(id) ?? 0) + 1);
    },
    pending: (id) => counts.get(id) ?? 0,
    async flush() {
      if (counts.size === 0) return;
      const batch = counts;
      counts = new Map();
      const entries = Array.from(batch);
      let written = 0;
      try {
        for (let i = 0; i < entries.length; i += FLUSH_CHUNK) {
          if (i > 0) await new Promise((resolve) => setImmediate(resolve));
          await stored.add(entries.slice(i, i + FLUSH_CHUNK));
          written = i + FLUSH_CHUNK;
        }
      } catch (err) {
        // What was not written goes back: the next flush tries again.
        for (const [id, n] of entries.slice(written)) counts.set(id, (counts.get(id) ?? 0) + n);
        throw err;
      }
    },
  };
}

/** Flushes every VIEW_FLUSH_MS and once more when the app closes (before the database does). */
export function scheduleViewFlush(app: FastifyInstance, views: ViewCounter): void {
  const flush = () =>
    views.flush().catch((err: unknown) => app.log.warn({ err }, 'writing view counts failed'));
  const timer = setInterval(() => void flush(), VIEW_FLUSH_MS);
  timer.unref();
  // onClose hooks run last-added first: this one runs before app.ts closes the database.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
}
