import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { updatedAny } from '../../db/updated-any';

export function createShareRepository(db: Db) {
  return {
    /** One more share; answers whether the post is still there to count it. */
    async add(postId: number): Promise<boolean> {
      return updatedAny(
        db
          .updateTable('posts')
          .set({ share_count: sql`share_count + 1` })
          .where('id', '=', postId),
      );
    },
  };
}
