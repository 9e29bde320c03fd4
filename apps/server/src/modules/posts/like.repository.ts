import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import { PUBLISHED } from './post-row';

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

export function createLikeRepository(db: Db) {
  const pg = isPostgres(db);
  return {
    async has(postId: number, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('post_likes')
        .select('id')
        .where('post_id', '=', postId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Likes or unlikes a published, unexpired post; undefined when there is none. The post row is
     * locked first (PostgreSQL; SQLite runs one writer at a time), so parallel toggles of one
     * post run one after another and the count always equals the rows.
     */
    toggle(postId: number, userId: number, now: number): Promise<LikeState | undefined> {
      return db.transaction().execute(async (trx) => {
        let lock = trx
          .selectFrom('posts')
          .select('id')
          .where('id', '=', postId)
          .where('status', '=', PUBLISHED)
          .where('expires_at', '>', now);
        if (pg) lock = lock.forUpdate();
        if (!(await lock.executeTakeFirst())) return undefined;
        const removed = await trx
          .deleteFrom('post_likes')
          .where('post_id', '=', postId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        const liked = Number(removed.numDeletedRows) === 0;
        if (liked) {
          await trx
            .insertInto('post_likes')
            .values({ post_id: postId, user_id: userId, created_at: now })
            .execute();
        }
        const row = await trx
          .updateTable('posts')
          .set({ like_count: sql`like_count + ${liked ? 1 : -1}` })
          .where('id', '=', postId)
          .returning('like_count')
          .executeTakeFirstOrThrow();
        return { liked, likeCount: row.like_count };
      });
    },
  };
}
