import type { ArticleSort } from '@huaren/contract';
import type { Db } from '../../db/database';
import type { ArticleStatusValue } from '../../db/schema';
import { PUBLISHED } from './article.repository';

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
  region?: { column: 'country_id' | 'state_id' | 'metro_id'; id: number };
  /** The last row's key: [id] for latest, [like_count, id] for popular. */
  after?: readonly number[];
  limit: number;
}

export function createArticleListRepository(db: Db) {
  const cards = () =>
    db
      .selectFrom('articles')
      .innerJoin('users', 'users.id', 'articles.user_id')
      .select(LIST_COLUMNS)
      .select('users.nick_name as author_nick_name');

  return {
    /** Published articles, one walk down one index (see the articles migration). */
    listPublic(q: PublicListQuery): Promise<ArticleListRow[]> {
      let query = cards().where('articles.status', '=', PUBLISHED);
      if (q.region) query = query.where(`articles.${q.region.column}`, '=', q.region.id);
      if (q.sort === 'latest') {
        if (q.after) query = query.where('articles.id', '<', q.after[0]!);
        return query.orderBy('articles.id', 'desc').limit(q.limit).execute();
      }
      if (q.after) {
        const [count, id] = q.after as [number, number];
        // The first term is the index range; the second drops the ties already served.
        query = query
          .where('articles.like_count', '<=', count)
          .where((eb) =>
            eb.or([eb('articles.like_count', '<', count), eb('articles.id', '<', id)]),
          );
      }
      return query
        .orderBy('articles.like_count', 'desc')
        .orderBy('articles.id', 'desc')
        .limit(q.limit)
        .execute();
    },

    /** The caller's articles in every status but deleted, newest first. */
    listOwn(userId: number, limit: number, beforeId?: number): Promise<ArticleListRow[]> {
      let query = cards()
        .where('articles.user_id', '=', userId)
        .where('articles.status', '<>', 'deleted');
      if (beforeId !== undefined) query = query.where('articles.id', '<', beforeId);
      return query.orderBy('articles.id', 'desc').limit(limit).execute();
    },

    /** Published articles the user likes, most recent like first; the like's id is the cursor. */
    listLiked(
      userId: number,
      limit: number,
      beforeLikeId?: number,
    ): Promise<(ArticleListRow & { like_id: number })[]> {
      let query = cards()
        .innerJoin('article_likes', 'article_likes.article_id', 'articles.id')
        .select('article_likes.id as like_id')
        .where('article_likes.user_id', '=', userId)
        .where('articles.status', '=', PUBLISHED);
      if (beforeLikeId !== undefined) query = query.where('article_likes.id', '<', beforeLikeId);
      return query.orderBy('article_likes.id', 'desc').limit(limit).execute();
    },
  };
}
