import type { Db } from '../../../db/database';
import { batchAfter } from '../../../db/keyset';
import { INDEXED_COLUMNS, type StoredPost } from './search-index';

/** The posts a rebuild of the search indexes reads. */
export function createRebuildRepository(db: Db) {
  return {
    /** The next `limit` posts after `afterId`, in id order, whatever their status. */
    postsAfter(afterId: number, limit: number): Promise<StoredPost[]> {
      const posts = db
        .selectFrom('posts')
        .select(['id', ...INDEXED_COLUMNS, 'status', 'expires_at']);
      return batchAfter(posts, afterId, limit).execute();
    },
  };
}
