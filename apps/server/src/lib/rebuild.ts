import type { Db } from '../db/database';
import { createRebuildStateRepository } from '../db/rebuild-state.repository';

/**
 * Data the server derives from what users wrote and stores beside it (the posts' search entries,
 * the articles' HTML), with the version of the code that derives it. A change of that code is a
 * new version; the data is then rebuilt, by the next start or `npm run rebuild`, never by a
 * migration (migrations are frozen: they do not run live code).
 */
export interface Rebuild<Row extends { id: number }> {
  /** Its row in rebuild_state. */
  name: string;
  /** The version the code running now writes. */
  version: number;
  /** The next `limit` rows after `afterId`, in id order. */
  rowsAfter(afterId: number, limit: number, trx: Db): Promise<Row[]>;
  /** Writes the rows' data at `version`. */
  rewrite(trx: Db, rows: Row[]): Promise<void>;
}

/** Rows per transaction: each batch is short, so writers of those rows never wait long behind it. */
export const REBUILD_BATCH = 500;

export interface RebuildOptions {
  /** Rebuild although the stored version is the code's (`npm run rebuild -- --force`). */
  force?: boolean;
  batchSize?: number;
  /** After each batch: progress for the log (and, in tests, a stop halfway). */
  onBatch?: (progress: { through: number; rows: number }) => void | Promise<void>;
}

export interface RebuildResult {
  /** The version the data holds now. */
  version: number;
  /** Rows this call rewrote; 0 when the data was up to date. */
  rebuilt: number;
}

/**
 * Brings one kind of derived data to the code's version. Does nothing when the stored version is
 * current, or newer (an older server must not undo a newer one's data). Otherwise walks every row
 * in id batches, each one transaction that rewrites the batch and records how far it got, so a
 * rebuild that stops (a crash, a deploy) goes on from there at the next run, and instances
 * starting together share the walk (the state row is locked per batch). Rows written meanwhile
 * are written by the new code already.
 */
export async function runRebuild<Row extends { id: number }>(
  db: Db,
  rebuild: Rebuild<Row>,
  { force = false, batchSize = REBUILD_BATCH, onBatch }: RebuildOptions = {},
): Promise<RebuildResult> {
  const states = createRebuildStateRepository(db, rebuild.name);
  const target = rebuild.version;
  const state = await states.state();
  const unfinished = state.target === target;
  if (!force && state.version >= target && !unfinished) {
    return { version: state.version, rebuilt: 0 };
  }
  if (force || !unfinished) await states.start(target);
  let rebuilt = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const current = await states.state(trx, { lock: true });
      // Another instance finished it, or a newer server took it over.
      if (current.target !== target) return null;
      const rows = await rebuild.rowsAfter(current.done_through, batchSize, trx);
      if (rows.length === 0) {
        await states.finish(target, trx);
        return null;
      }
      await rebuild.rewrite(trx, rows);
      const through = rows[rows.length - 1]!.id;
      await states.advance(through, trx);
      return { through, rows: rows.length };
    });
    if (!batch) return { version: (await states.state()).version, rebuilt };
    rebuilt += batch.rows;
    await onBatch?.(batch);
  }
}

/** A rebuild bound to its database, whatever its rows: what the start and the command run. */
export interface BoundRebuild {
  name: string;
  run(options?: RebuildOptions): Promise<RebuildResult>;
}

export function bindRebuild<Row extends { id: number }>(
  db: Db,
  rebuild: Rebuild<Row>,
): BoundRebuild {
  return { name: rebuild.name, run: (options) => runRebuild(db, rebuild, options) };
}
