import { sql, type RawBuilder, type Selectable } from 'kysely';
import { columnById } from '../../../db/column-by-id';
import type { Db } from '../../../db/database';
import { isPostgres } from '../../../db/dialect';
import { insertReturningId } from '../../../db/insert-returning-id';
import type { PostTable, SavedSearchTable } from '../../../db/schema';
import { updatedAny } from '../../../db/updated-any';
import { notBlockedBy } from '../../../core/content/block.repository';
import { PUBLISHED } from '../../../core/content/kinds';
import { INDEXED_COLUMNS } from '../search/search-index';

export type NewSavedSearch = Omit<SavedSearchTable, 'id' | 'notified_at' | 'flush_at'>;

const MATCHED_COLUMNS = ['id', 'user_id', 'price', 'fields', ...INDEXED_COLUMNS] as const;

/** A post as matching reads it: its author, price, answers and what its index entry is made of. */
export type MatchedPost = Pick<Selectable<PostTable>, (typeof MATCHED_COLUMNS)[number]>;

/** Saved searches, their hits, and the search index asked about one post (decision 0026). */
export function createSavedSearchRepository(db: Db) {
  const pg = isPostgres(db);
  const withNewCount = () =>
    db
      .selectFrom('saved_searches as s')
      .selectAll('s')
      .select(
        sql<number>`(select count(*) from saved_search_hits h
          where h.search_id = s.id and h.created_at > s.opened_at)`.as('new_count'),
      );

  return {
    /** The user's searches, newest first, with their hits since last opened. */
    async listOwn(userId: number) {
      const rows = await withNewCount()
        .where('s.user_id', '=', userId)
        .orderBy('s.id', 'desc')
        .execute();
      return rows.map((r) => ({ ...r, new_count: Number(r.new_count) }));
    },

    async findOwn(id: number, userId: number) {
      const row = await withNewCount()
        .where('s.id', '=', id)
        .where('s.user_id', '=', userId)
        .executeTakeFirst();
      return row && { ...row, new_count: Number(row.new_count) };
    },

    /**
     * The user's searches and the one with this filter, read under the user's row lock on
     * PostgreSQL (SQLite writes one transaction at a time), so parallel saves cannot pass the limit.
     */
    async ownForSave(trx: Db, userId: number, filter: string) {
      const lock = trx.selectFrom('users').select('id').where('id', '=', userId);
      await (pg ? lock.forUpdate() : lock).execute();
      const rows = await trx
        .selectFrom('saved_searches')
        .select(['id', 'filter'])
        .where('user_id', '=', userId)
        .execute();
      return { count: rows.length, same: rows.find((r) => r.filter === filter)?.id };
    },

    insert(trx: Db, row: NewSavedSearch): Promise<number> {
      return insertReturningId(trx, 'saved_searches', row);
    },

    /** Hits from now on are new; false when the search is not the user's. */
    async open(id: number, userId: number, now: number): Promise<boolean> {
      return updatedAny(
        db
          .updateTable('saved_searches')
          .set({ opened_at: now })
          .where('id', '=', id)
          .where('user_id', '=', userId),
      );
    },

    /**
     * Deletes the user's search and its hits; false when it is not theirs. On PostgreSQL the
     * search's row is locked first: a match job recording a hit for it meanwhile either commits
     * before (and its hit is deleted here) or waits and finds the search gone, so the last
     * statement never meets a hit it did not see.
     */
    remove(id: number, userId: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const query = trx
          .selectFrom('saved_searches')
          .select('id')
          .where('id', '=', id)
          .where('user_id', '=', userId);
        const own = await (pg ? query.forUpdate() : query).executeTakeFirst();
        if (!own) return false;
        await trx.deleteFrom('saved_search_tokens').where('search_id', '=', id).execute();
        await trx.deleteFrom('saved_search_hits').where('search_id', '=', id).execute();
        await trx.deleteFrom('saved_searches').where('id', '=', id).execute();
        return true;
      });
    },

    /** The post while it is published and unexpired. */
    publishedPost(id: number, now: number): Promise<MatchedPost | undefined> {
      return db
        .selectFrom('posts')
        .select(MATCHED_COLUMNS)
        .where('id', '=', id)
        .where('status', '=', PUBLISHED)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    /**
     * Others' searches whose region (at any level of the post's) and category fit the post; with
     * `filed`, only those among it (the searches filed under the post's keys).
     */
    candidates(post: MatchedPost, filed?: RawBuilder<number>) {
      const regions = [post.country_id, post.state_id, post.metro_id].filter(
        (id): id is number => id !== null,
      );
      let query = db
        .selectFrom('saved_searches')
        .select(['id', 'user_id', 'name', 'filter'])
        .where('user_id', '<>', post.user_id)
        // Nobody hears of a post by someone they blocked (decision 0042).
        .where(notBlockedBy({ column: 'saved_searches.user_id' }, post.user_id))
        .where((eb) =>
          eb.or([eb('category_id', 'is', null), eb('category_id', '=', post.category_id)]),
        )
        .where((eb) => eb.or([eb('region_id', 'is', null), eb('region_id', 'in', regions)]));
      if (filed) query = query.where('id', 'in', filed);
      return query.execute();
    },

    /** Records the hits; answers the searches that had not hit this post before. */
    async addHits(trx: Db, searchIds: readonly number[], postId: number, now: number) {
      if (searchIds.length === 0) return [];
      const rows = await trx
        .insertInto('saved_search_hits')
        .values(searchIds.map((id) => ({ search_id: id, post_id: postId, created_at: now })))
        .onConflict((oc) => oc.columns(['search_id', 'post_id']).doNothing())
        .returning('search_id')
        .execute();
      return rows.map((r) => r.search_id);
    },

    /** Per search, its hits since its last notice: how many, and the newest post. */
    async sinceNotice(trx: Db, ids: readonly number[]) {
      if (ids.length === 0) return new Map<number, { count: number; latest: number }>();
      const rows = await trx
        .selectFrom('saved_search_hits as h')
        .innerJoin('saved_searches as s', 's.id', 'h.search_id')
        .select((eb) => [
          'h.search_id',
          eb.fn.countAll<number>().as('count'),
          eb.fn.max('h.post_id').as('latest'),
        ])
        .where('h.search_id', 'in', ids)
        .where(sql<boolean>`h.created_at > coalesce(s.notified_at, 0)`)
        .groupBy('h.search_id')
        .execute();
      return new Map(
        rows.map((r) => [r.search_id, { count: Number(r.count), latest: Number(r.latest) }]),
      );
    },

    /**
     * Takes the notice for now of the searches whose last one is at least `gap` old (a
     * conditional UPDATE: parallel jobs cannot both take it); answers those taken.
     */
    claimNotices(trx: Db, ids: readonly number[], now: number, gap: number) {
      if (ids.length === 0) return Promise.resolve([]);
      return trx
        .updateTable('saved_searches')
        .set({ notified_at: now, flush_at: null })
        .where('id', 'in', ids)
        .where((eb) => eb.or([eb('notified_at', 'is', null), eb('notified_at', '<=', now - gap)]))
        .returning(['id', 'user_id', 'name'])
        .execute();
    },

    /** Sets when the notice of the hits within the hour is due, where none is queued yet. */
    claimFlushes(trx: Db, ids: readonly number[], gap: number) {
      if (ids.length === 0) return Promise.resolve([]);
      return trx
        .updateTable('saved_searches')
        .set({ flush_at: sql<number>`notified_at + ${gap}` })
        .where('id', 'in', ids)
        .where('flush_at', 'is', null)
        .returning(['id', 'flush_at'])
        .execute();
    },

    /** When the search's queued notice is due (null: none queued, undefined: no such search). */
    flushAt(trx: Db, id: number): Promise<number | null | undefined> {
      return columnById(trx, 'saved_searches', 'flush_at', id);
    },
  };
}

export type SavedSearchRepository = ReturnType<typeof createSavedSearchRepository>;
