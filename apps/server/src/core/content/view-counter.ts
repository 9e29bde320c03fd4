import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { ContentKind } from './kinds';
import { dayOf } from './view-reader';
import { createViewRepository, type View } from './view.repository';

export interface ViewCounter {
  /** Counts `reader`'s view of `id`, once a day per reader; written with the next flush. */
  add(id: number, reader: string, now: number): void;
  /** Views counted here and not written yet (shown on top of the stored count). */
  pending(id: number): number;
  /** Writes what is pending: a few statements for every row viewed since the last flush. */
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
 * Readers this instance has written lately, so that a revisit neither waits for the database to
 * refuse it nor shows as a view until then. Bounded: past it the oldest go, and the database
 * still counts each reader once.
 */
const RECENT_MAX = 50_000;

/**
 * Views are gathered in memory and written once a second: a detail read is then a read, not a
 * write per request (on PostgreSQL, a commit waiting for the WAL flush; on SQLite, the one write
 * lock). A view counts once a day per reader (decision 0006): the flush records each reader in
 * `view_readers` and adds only the readers it could insert, in one transaction per chunk, so any
 * number of instances can flush into the same rows and a reader seen by two of them counts once.
 * What is lost on a crash is at most a second of view counts, which nobody acknowledged.
 */
export function createViewCounter(db: Db, kind: ContentKind): ViewCounter {
  const stored = createViewRepository(db, kind);
  let views = new Map<string, View>();
  let counts = new Map<number, number>();
  const recent = new Set<string>();
  const remember = (key: string) => {
    recent.add(key);
    if (recent.size > RECENT_MAX) recent.delete(recent.values().next().value!);
  };
  return {
    add(id, reader, now) {
      const day = dayOf(now);
      const key = `${id} ${reader} ${day}`;
      if (views.has(key) || recent.has(key)) return;
      views.set(key, { id, reader, day });
      counts.set(id, (counts.get(id) ?? 0) + 1);
    },
    pending: (id) => counts.get(id) ?? 0,
    async flush() {
      if (views.size === 0) return;
      const keys = [...views.keys()];
      const batch = [...views.values()];
      views = new Map();
      counts = new Map();
      let written = 0;
      try {
        for (let i = 0; i < batch.length; i += FLUSH_CHUNK) {
          if (i > 0) await new Promise((resolve) => setImmediate(resolve));
          await stored.add(batch.slice(i, i + FLUSH_CHUNK));
          keys.slice(i, i + FLUSH_CHUNK).forEach(remember);
          written = i + FLUSH_CHUNK;
        }
      } catch (err) {
        // What was not written goes back: the next flush tries again.
        for (const view of batch.slice(written)) {
          views.set(`${view.id} ${view.reader} ${view.day}`, view);
          counts.set(view.id, (counts.get(view.id) ?? 0) + 1);
        }
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
