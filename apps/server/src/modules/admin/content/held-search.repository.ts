import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database';
import { isPostgres } from '../../../db/dialect';
import type { HeldStatus } from '../../posts/held-search-index';
import { fts5Match, tsqueryLiteral, type SearchPhrase } from '../../posts/search/query';

export interface HeldSearch {
  phrases: SearchPhrase[];
  statuses: readonly HeldStatus[];
  authorId?: number | undefined;
  beforeId?: number | undefined;
  limit: number;
}

/**
 * Held posts (hidden or pending) whose words match, newest first, through their own index
 * (posts/held-search-index.ts). The index holds held posts only, so the walk is bounded by the
 * held posts that match; status and author are checked on each match's row.
 */
export function createHeldSearchRepository(db: Db) {
  const pg = isPostgres(db);

  const rowConditions = (q: HeldSearch): RawBuilder<boolean>[] => [
    sql<boolean>`t.status in (${sql.join(q.statuses)})`,
    ...(q.authorId !== undefined ? [sql<boolean>`t.user_id = ${q.authorId}`] : []),
  ];

  return {
    async ids(q: HeldSearch): Promise<number[]> {
      const conditions = rowConditions(q);
      const query = pg
        ? sql<{ id: number }>`select h.post_id as id
            from posts_held_terms h join posts t on t.id = h.post_id
            where h.terms @@ ${tsqueryLiteral(q.phrases)}::tsquery
              and ${sql.join(conditions, sql` and `)}
              ${q.beforeId !== undefined ? sql`and h.post_id < ${q.beforeId}` : sql``}
            order by h.post_id desc limit ${q.limit}`
        : // Ordered by the FTS5 rowid, the table's own order: by t.id SQLite would sort the matches.
          sql<{ id: number }>`select posts_held_fts.rowid as id
            from posts_held_fts join posts t on t.id = posts_held_fts.rowid
            where posts_held_fts match ${fts5Match(q.phrases)}
              and ${sql.join(conditions, sql` and `)}
              ${q.beforeId !== undefined ? sql`and posts_held_fts.rowid < ${q.beforeId}` : sql``}
            order by posts_held_fts.rowid desc limit ${q.limit}`;
      return (await query.execute(db)).rows.map((r) => r.id);
    },
  };
}
