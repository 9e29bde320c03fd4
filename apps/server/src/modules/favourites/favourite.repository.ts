import type { FavouriteType } from '@huaren/contract';
import type { Db } from '../../db/database';

/** A favourite as the page reads it: the cursor is its id. */
export interface FavouriteRow {
  id: number;
  item_id: number;
  created_at: number;
}

/** Favourites (decision 0038): every query is bounded by the owner, so nobody reads another's. */
export function createFavouriteRepository(db: Db) {
  const own = (userId: number, type: FavouriteType, itemId: number) =>
    db
      .selectFrom('favourites')
      .select('id')
      .where('user_id', '=', userId)
      .where('item_type', '=', type)
      .where('item_id', '=', itemId);

  return {
    /** Idempotent: the unique (user, type, item) index turns a second add into nothing. */
    async add(userId: number, type: FavouriteType, itemId: number, now: number): Promise<void> {
      await db
        .insertInto('favourites')
        .values({ user_id: userId, item_type: type, item_id: itemId, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'item_type', 'item_id']).doNothing())
        .execute();
    },

    async remove(userId: number, type: FavouriteType, itemId: number): Promise<void> {
      await db
        .deleteFrom('favourites')
        .where('id', 'in', own(userId, type, itemId))
        .execute();
    },

    async has(userId: number, type: FavouriteType, itemId: number): Promise<boolean> {
      return (await own(userId, type, itemId).executeTakeFirst()) !== undefined;
    },

    /** Newest favourite first, down the (user, type, id) index. */
    page(
      userId: number,
      type: FavouriteType,
      limit: number,
      beforeId?: number,
    ): Promise<FavouriteRow[]> {
      let query = db
        .selectFrom('favourites')
        .select(['id', 'item_id', 'created_at'])
        .where('user_id', '=', userId)
        .where('item_type', '=', type);
      if (beforeId !== undefined) query = query.where('id', '<', beforeId);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },
  };
}
