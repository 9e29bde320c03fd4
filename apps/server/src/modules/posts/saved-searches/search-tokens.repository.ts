import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { isPostgres } from '../../../db/dialect';
import { batchAfter } from '../../../db/keyset';

/** Its row in rebuild_state: which lexicon's keys saved_search_tokens holds (token-index.ts). */
export const SEARCH_TOKENS_STATE = 'saved_search_tokens';

/** The saved searches' inverted index (saved_search_tokens: search, key; cover.ts). */
export function createSearchTokenRepository(db: Db) {
  return {
    /**
     * The stamp of the lexicon the keys were made with (`target`: the one a rebuild is making),
     * read in a save's transaction; on PostgreSQL the row stays shared-locked until it ends, so a
     * rebuild's next batch (which locks it for update) waits for the save and then reads its row.
     */
    async stampForWrite(trx: Db) {
      const query = trx
        .selectFrom('rebuild_state')
        .select(['version', 'target'])
        .where('name', '=', SEARCH_TOKENS_STATE);
      return (isPostgres(trx) ? query.forShare() : query).executeTakeFirstOrThrow();
    },

    /** Files each search under its keys, replacing the keys it had. */
    async replace(trx: Db, keys: ReadonlyMap<number, readonly string[]>): Promise<void> {
      const ids = [...keys.keys()];
      if (ids.length === 0) return;
      await trx.deleteFrom('saved_search_tokens').where('search_id', 'in', ids).execute();
      const rows = [...keys].flatMap(([id, list]) =>
        [...new Set(list)].map((token) => ({ search_id: id, token })),
      );
      await trx.insertInto('saved_search_tokens').values(rows).execute();
    },

    /** The saved searches after `afterId`, in id order: what a rebuild files again. */
    searchesAfter(trx: Db, afterId: number, limit: number) {
      const searches = trx.selectFrom('saved_searches').select(['id', 'filter']);
      return batchAfter(searches, afterId, limit).execute();
    },

    /** A subquery: the ids of the searches filed under any of `keys`. */
    filedUnder(keys: readonly string[]) {
      return isPostgres(db)
        ? sql<number>`(select t.search_id from unnest(${[...keys]}::text[]) as k(token)
            join saved_search_tokens t on t.token = k.token)`
        : sql<number>`(select search_id from saved_search_tokens
            where token in (select value from json_each(${JSON.stringify(keys)})))`;
    },
  };
}
