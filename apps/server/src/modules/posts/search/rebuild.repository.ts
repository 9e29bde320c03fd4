import type { Db } from '../../../db/database';
import { isPostgres } from '../../../db/dialect';
import { INDEXED_COLUMNS, type StoredPost } from './search-index';

const NAME = 'posts';

/** The posts index's row of search_index_state, and the posts a rebuild reads. */
export function createRebuildRepository(db: Db) {
  return {
    /** The state; `lock` holds its row on PostgreSQL until `trx` ends (instances take turns). */
    state(trx: Db = db, { lock = false } = {}) {
      const query = trx
        .selectFrom('search_index_state')
        .select(['version', 'target', 'done_through'])
        .where('name', '=', NAME);
      return (lock && isPostgres(trx) ? query.forUpdate() : query).executeTakeFirstOrThrow();
    },

    /** A rebuild to `target` starts from the first post. */
    async start(target: number): Promise<void> {
      await db
        .updateTable('search_index_state')
        .set({ target, done_through: 0 })
        .where('name', '=', NAME)
        .execute();
    },

    /** The posts up to `id` hold the target's entries. */
    async advance(id: number, trx: Db): Promise<void> {
      await trx
        .updateTable('search_index_state')
        .set({ done_through: id })
        .where('name', '=', NAME)
        .execute();
    },

    /** Every post holds `version`'s entries. */
    async finish(version: number, trx: Db): Promise<void> {
      await trx
        .updateTable('search_index_state')
        .set({ version, target: null, done_through: 0 })
        .where('name', '=', NAME)
        .execute();
    },

    /** The next `limit` posts after `afterId`, in id order, whatever their status. */
    postsAfter(afterId: number, limit: number, trx: Db): Promise<StoredPost[]> {
      return trx
        .selectFrom('posts')
        .select(['id', ...INDEXED_COLUMNS, 'status', 'expires_at'])
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },
  };
}
