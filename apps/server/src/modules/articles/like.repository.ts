import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import { PUBLISHED } from './article.repository';

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

export function createArticleLikeRepository(db: Db) {
  const pg = isPostgres(db);
  return {
    /**
     * Likes or unlikes a published article; undefined when there is none. As for posts, the
     * article row is locked first (PostgreSQL; SQLite runs one writer at a time), so parallel
     * toggles run one after another and the count always equals the rows.
     */
    toggle(articleId: number, userId: number, now: number): Promise<LikeState | undefined> {
      return db.transaction().execute(async (trx) => {
        let lock = trx
          .selectFrom('articles')
          .select('id')
          .where('id', '=', articleId)
          .where('status', '=', PUBLISHED);
        if (pg) lock = lock.forUpdate();
        if (!(await lock.executeTakeFirst())) return undefined;
        const removed = await trx
          .deleteFrom('article_likes')
          .where('article_id', '=', articleId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        const liked = Number(removed.numDeletedRows) === 0;
        if (liked) {
          await trx
            .insertInto('article_likes')
            .values({ article_id: articleId, user_id: userId, created_at: now })
            .execute();
        }
        const row = await trx
          .updateTable('articles')
          .set({ like_count: sql`like_count + ${liked ? 1 : -1}` })
          .where('id', '=', articleId)
          .returning('like_count')
          .executeTakeFirstOrThrow();
        return { liked, likeCount: row.like_count };
      });
    },
  };
}
