import { sql, type RawBuilder } from 'kysely';
import type { SearchPhrase } from './query';
import type { HeldText, SearchIndex } from './search-index';

/** Where a dialect keeps the held posts' entries: its table, the post id's column, the match. */
export interface HeldTable {
  table: 'posts_held_fts' | 'posts_held_terms';
  idColumn: 'rowid' | 'post_id';
  /** The entry written for a held post's text. */
  terms(post: HeldText): unknown;
  /** The condition that the entry holds the phrases. */
  matches(phrases: SearchPhrase[]): RawBuilder<unknown>;
}

/**
 * The held index's writes and its search, the same on both dialects but for the table: hidden and
 * pending posts, text only, for the console. Matches come back in the id column's order, the
 * index table's own (FTS5's rowid: by posts.id SQLite would sort the matches).
 */
export function heldIndex({
  table,
  idColumn,
  terms,
  matches,
}: HeldTable): Pick<SearchIndex, 'hold' | 'release' | 'heldIds'> {
  const into = sql.raw(table);
  const id = sql.raw(`${table}.${idColumn}`);
  return {
    async hold(trx, postId, post) {
      await sql`insert into ${into} (${sql.raw(idColumn)}, terms)
        values (${postId}, ${terms(post)})`.execute(trx);
    },

    async release(trx, ids) {
      if (ids.length === 0) return;
      await sql`delete from ${into} where ${id} in (${sql.join(ids)})`.execute(trx);
    },

    async heldIds(db, q) {
      const { rows } = await sql<{ id: number }>`select ${id} as id
        from ${into} join posts t on t.id = ${id}
        where ${matches(q.phrases)}
          and t.status in (${sql.join(q.statuses)})
          ${q.authorId !== undefined ? sql`and t.user_id = ${q.authorId}` : sql``}
          ${q.beforeId !== undefined ? sql`and ${id} < ${q.beforeId}` : sql``}
        order by ${id} desc limit ${q.limit}`.execute(db);
      return rows.map((r) => r.id);
    },
  };
}
