import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import { PUBLISHED, type ContentKind } from './kinds';

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

/** A detail query's `liked` column: 1 when the viewer likes the item, 0 (and no lookup) for a visitor. */
export function likedColumn(kind: ContentKind, viewerId: number | null) {
  if (viewerId === null) return sql<number>`0`.as('liked');
  return sql<number>`case when exists (select l.id from ${sql.table(kind.likes)} l
    where ${sql.ref(`l.${kind.idColumn}`)} = ${sql.ref(`${kind.table}.id`)}
      and l.user_id = ${viewerId}) then 1 else 0 end`.as('liked');
}

export function createLikeRepository(db: Db, kind: ContentKind) {
  const pg = isPostgres(db);
  const likes = sql.table(kind.likes);
  const item = sql.ref(kind.idColumn);
  return {
    async has(itemId: number, userId: number): Promise<boolean> {
      const { rows } = await sql`select id from ${likes}
        where ${item} = ${itemId} and user_id = ${userId}`.execute(db);
      return rows.length > 0;
    },

    /**
     * Likes or unlikes a public item; undefined when there is none. The item's row is locked
     * first (PostgreSQL; SQLite runs one writer at a time), so parallel toggles of one item run
     * one after another and the count always equals the rows.
     */
    toggle(
      itemId: number,
      userId: number,
      now: number,
      /** Runs in the toggle's transaction after a like (not an unlike): its notice's job. */
      onLiked: (trx: Db) => Promise<unknown>,
    ): Promise<LikeState | undefined> {
      return db.transaction().execute(async (trx) => {
        const { rows: found } = await sql`select id from ${sql.table(kind.table)}
          where id = ${itemId} and status = ${PUBLISHED}
            ${kind.expires ? sql`and expires_at > ${now}` : sql``}
          ${pg ? sql`for update` : sql``}`.execute(trx);
        if (found.length === 0) return undefined;
        const removed = await sql`delete from ${likes}
          where ${item} = ${itemId} and user_id = ${userId}`.execute(trx);
        const liked = Number(removed.numAffectedRows ?? 0) === 0;
        if (liked) {
          await sql`insert into ${likes} (${item}, user_id, created_at)
            values (${itemId}, ${userId}, ${now})`.execute(trx);
          await onLiked(trx);
        }
        const { rows } = await sql<{ like_count: number }>`update ${sql.table(kind.table)}
          set like_count = like_count + ${liked ? 1 : -1}
          where id = ${itemId} returning like_count`.execute(trx);
        return { liked, likeCount: rows[0]!.like_count };
      });
    },
  };
}
