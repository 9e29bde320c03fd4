import { sql } from 'kysely';
import type { Db } from '../../db/database';

export function createShareRepository(db: Db) {
  return {
    /** One more share; answers whether the post is still there to count it. */
    async add(postId: number): Promise<boolean> {
      const result = await db
        .updateTable('posts')
        .set({ share_count: sql`share_count + 1` })
        .where('id', '=', postId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
