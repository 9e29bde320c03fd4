import type { Db } from '../../../db/database';
import { createRebuildRepository } from './rebuild.repository';
import type { SearchIndex } from './search-index';

/** Posts per transaction: each batch is short, so writers of posts never wait long behind it. */
export const REBUILD_BATCH = 500;

export interface RebuildOptions {
  /** The clock that decides which published posts are still live. */
  now: number;
  /** Rebuild although the stored version is the tokenizer's (`npm run reindex -- --force`). */
  force?: boolean;
  batchSize?: number;
  /** After each batch: progress for the log (and, in tests, a stop halfway). */
  onBatch?: (progress: { through: number; posts: number }) => void | Promise<void>;
}

export interface RebuildResult {
  /** The version the index holds now. */
  version: number;
  /** Posts whose entries this call wrote; 0 when the index was up to date. */
  rebuilt: number;
}

/**
 * Brings the posts' keyword indexes to the tokenizer's version (decision 0005, "Changing the
 * tokens"). Does nothing when the stored version is current, or newer (an older server must not
 * undo a newer one's index). Otherwise walks every post in id batches, each one transaction that
 * rewrites the batch's entries and records how far it got, so a rebuild that stops (a crash, a
 * deploy) goes on from there at the next run, and instances starting together share the walk
 * (the state row is locked per batch). Posts written meanwhile carry the new tokens already.
 */
export async function rebuildSearchIndex(
  db: Db,
  index: SearchIndex,
  { now, force = false, batchSize = REBUILD_BATCH, onBatch }: RebuildOptions,
): Promise<RebuildResult> {
  const states = createRebuildRepository(db);
  const target = index.tokenizer.version;
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
      const posts = await states.postsAfter(current.done_through, batchSize, trx);
      if (posts.length === 0) {
        await states.finish(target, trx);
        return null;
      }
      await index.rewrite(trx, posts, now);
      const through = posts[posts.length - 1]!.id;
      await states.advance(through, trx);
      return { through, posts: posts.length };
    });
    if (!batch) return { version: (await states.state()).version, rebuilt };
    rebuilt += batch.posts;
    await onBatch?.(batch);
  }
}
