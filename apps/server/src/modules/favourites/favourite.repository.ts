import type { FavouriteType } from '@huaren/contract';
import type { Db } from '../../db/database';
import { articleCardsOf, type ArticleListRow } from '../articles/article-list.repository';
import { cardsOf, type PostListRow } from '../posts/post-cards.repository';

/** A favourite as the page reads it: the cursor is its id. */
export interface FavouriteRow {
  id: number;
  item_id: number;
  created_at: number;
}

/** What deciding a post card's tags needs beyond the card. */
export type FavouritePostRow = PostListRow & { user_id: number; edited_at: number | null };
/** An article's `updated_at` moves with its author's edits (and moderation, which hides it). */
export type FavouriteArticleRow = ArticleListRow & { updated_at: number };

/** Favourites (decision 0038): every query is bounded by the owner, so nobody reads another's. */
export function createFavouriteRepository(db: Db) {
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
        .where('user_id', '=', userId)
        .where('item_type', '=', type)
        .where('item_id', '=', itemId)
        .execute();
    },

    async has(userId: number, type: FavouriteType, itemId: number): Promise<boolean> {
      const row = await db
        .selectFrom('favourites')
        .select('id')
        .where('user_id', '=', userId)
        .where('item_type', '=', type)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Newest favourite first, down the (user, type, id) index. */
    page(userId: number, type: FavouriteType, limit: number, beforeId?: number) {
      let query = db
        .selectFrom('favourites')
        .select(['id', 'item_id', 'created_at'])
        .where('user_id', '=', userId)
        .where('item_type', '=', type);
      if (beforeId !== undefined) query = query.where('id', '<', beforeId);
      return query.orderBy('id', 'desc').limit(limit).execute() as Promise<FavouriteRow[]>;
    },

    postCards(ids: readonly number[]): Promise<FavouritePostRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return cardsOf(db)
        .select(['posts.user_id', 'posts.edited_at'])
        .where('posts.id', 'in', ids)
        .execute();
    },

    articleCards(ids: readonly number[]): Promise<FavouriteArticleRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return articleCardsOf(db)
        .select('articles.updated_at')
        .where('articles.id', 'in', ids)
        .execute();
    },
  };
}
