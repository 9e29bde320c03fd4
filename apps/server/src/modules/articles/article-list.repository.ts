import type { ArticleSort } from '@huaren/contract';
import type { Db } from '../../db/database';
import type { ArticleStatusValue } from '../../db/schema';
import type { RegionFilter } from '../../core/content/feed';
import { notBlockedBy } from '../../core/content/block.repository';
import { likedItems, ownItems, sortedPage } from '../../core/content/feed.repository';
import { ARTICLES, PUBLISHED } from '../../core/content/kinds';

/** The columns a card needs: no body. */
const LIST_COLUMNS = [
  'articles.id',
  'articles.title',
  'articles.summary',
  'articles.cover_thumb_url',
  'articles.region_id',
  'articles.user_id',
  'articles.status',
  'articles.status_reason',
  'articles.view_count',
  'articles.comment_count',
  'articles.like_count',
  'articles.created_at',
] as const;

export interface ArticleListRow {
  id: number;
  title: string;
  summary: string;
  cover_thumb_url: string | null;
  region_id: number;
  user_id: number;
  author_nick_name: string;
  status: ArticleStatusValue;
  status_reason: string | null;
  view_count: number;
  comment_count: number;
  like_count: number;
  created_at: number;
}

export interface PublicListQuery {
  sort: ArticleSort;
  region?: RegionFilter;
  /** The last row's key: [id] for latest, [like_count, id] for popular. */
  after?: readonly number[];
  limit: number;
  /** The caller, who blocks someone: their articles are left out (decision 0042). */
  blockerId?: number | undefined;
}

/** The cards of articles with their authors' names, for a list to filter and order. */
const cardsOf = (db: Db) =>
  db
    .selectFrom('articles')
    .innerJoin('users', 'users.id', 'articles.user_id')
    .select(LIST_COLUMNS)
    .select('users.nick_name as author_nick_name');

/** Articles' cards by id in any status, with their last change (favourites). */
export function articleCardsById(
  db: Db,
  ids: readonly number[],
): Promise<(ArticleListRow & { updated_at: number })[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return cardsOf(db).select('articles.updated_at').where('articles.id', 'in', ids).execute();
}

export function createArticleListRepository(db: Db) {
  const cards = () => cardsOf(db);

  return {
    /** Published articles, one walk down one index (see the articles migration). */
    listPublic(q: PublicListQuery): Promise<ArticleListRow[]> {
      let query = cards().where('articles.status', '=', PUBLISHED);
      if (q.region) query = query.where(`articles.${q.region.column}`, '=', q.region.id);
      if (q.blockerId !== undefined) {
        query = query.where(notBlockedBy(q.blockerId, { column: 'articles.user_id' }));
      }
      const count = q.sort === 'latest' ? null : 'like_count';
      return sortedPage(query, ARTICLES, count, q.limit, q.after).execute();
    },

    /** One user's published articles, newest first: their public page (decision 0037). */
    listByAuthor(userId: number, limit: number, beforeId?: number): Promise<ArticleListRow[]> {
      const query = cards()
        .where('articles.status', '=', PUBLISHED)
        .where('articles.user_id', '=', userId);
      const after = beforeId === undefined ? undefined : [beforeId];
      return sortedPage(query, ARTICLES, null, limit, after).execute();
    },

    /** The caller's articles in every status but deleted, newest first. */
    listOwn(userId: number, limit: number, beforeId?: number): Promise<ArticleListRow[]> {
      return ownItems(cards(), ARTICLES, userId, limit, beforeId).execute();
    },

    /** Published articles the user likes, most recent like first; the like's id is the cursor. */
    listLiked(
      userId: number,
      limit: number,
      beforeLikeId?: number,
    ): Promise<(ArticleListRow & { like_id: number })[]> {
      const joined = cards()
        .innerJoin('article_likes', 'article_likes.article_id', 'articles.id')
        .select('article_likes.id as like_id');
      return likedItems(joined, ARTICLES, userId, [PUBLISHED], limit, beforeLikeId).execute();
    },
  };
}
