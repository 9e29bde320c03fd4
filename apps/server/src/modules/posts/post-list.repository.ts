import type { PostSort } from '@huaren/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { PUBLISHED } from './post.repository';

/** The columns a list card needs: no full text, no contacts. */
const LIST_COLUMNS = [
  'posts.id',
  'posts.title',
  'posts.thumb_url',
  'posts.image_count',
  'posts.category_id',
  'posts.region_id',
  'posts.price',
  'posts.view_count',
  'posts.reply_count',
  'posts.like_count',
  'posts.status',
  'posts.created_at',
  'posts.expires_at',
] as const;

export interface PostListRow {
  id: number;
  title: string;
  excerpt: string;
  thumb_url: string | null;
  image_count: number;
  category_id: number;
  region_id: number;
  price: number | null;
  view_count: number;
  reply_count: number;
  like_count: number;
  status: Database['posts']['status'];
  created_at: number;
  expires_at: number;
}

/** A little more than the excerpt shows, so that collapsing whitespace still fills it. */
const EXCERPT_SOURCE = 120;

export type ListQuery = SelectQueryBuilder<Database, 'posts', PostListRow>;

export interface SearchRestriction {
  apply(query: ListQuery): ListQuery;
  /** The column holding the post id that the index returns in order ('posts.id' or the index's). */
  idRef: string;
}

export interface PublicListQuery {
  now: number;
  sort: PostSort;
  categoryId?: number;
  region?: { column: 'country_id' | 'state_id' | 'metro_id'; id: number };
  /** A keyword's matches (search-index.ts): narrows the query and names the id to sort by. */
  search?: SearchRestriction;
  /** The last row's key: [id] for latest, [count, id] for replies and likes. */
  after?: readonly number[];
  limit: number;
}

/**
 * Expiry is checked on each row the list index yields. The unary plus keeps the planner (SQLite's
 * above all, which has no statistics) from walking the (status, expires_at) index of the expiry
 * job instead, which would read every live post and sort them for one page.
 */
const unexpired = (now: number) => sql<boolean>`+posts.expires_at > ${now}`;

const SORT_COLUMN = { replies: 'posts.reply_count', likes: 'posts.like_count' } as const;

export function createPostListRepository(db: Db) {
  const cards = () =>
    db
      .selectFrom('posts')
      .select(LIST_COLUMNS)
      .select(sql<string>`substr(posts.content, 1, ${sql.lit(EXCERPT_SOURCE)})`.as('excerpt'));

  return {
    /** Published, unexpired posts, walking one index down (see the posts migration). */
    listPublic(q: PublicListQuery): Promise<PostListRow[]> {
      let query = cards().where('posts.status', '=', PUBLISHED).where(unexpired(q.now));
      if (q.region) query = query.where(`posts.${q.region.column}`, '=', q.region.id);
      if (q.categoryId !== undefined) query = query.where('posts.category_id', '=', q.categoryId);
      // With a keyword, `latest` walks the search index's own order (the post id) when it has one.
      const id = q.search ? sql.ref<number>(q.search.idRef) : sql.ref<number>('posts.id');
      if (q.search) query = q.search.apply(query);
      if (q.sort === 'latest') {
        if (q.after) query = query.where(id, '<', q.after[0]!);
        return query.orderBy(id, 'desc').limit(q.limit).execute();
      }
      const column = SORT_COLUMN[q.sort];
      if (q.after) {
        const [count, id] = q.after as [number, number];
        // The first term is the index range; the second drops the ties already served.
        query = query
          .where(column, '<=', count)
          .where((eb) => eb.or([eb(column, '<', count), eb('posts.id', '<', id)]));
      }
      return query.orderBy(column, 'desc').orderBy('posts.id', 'desc').limit(q.limit).execute();
    },

    /** The caller's posts in every status but deleted, newest first. */
    listOwn(userId: number, limit: number, beforeId?: number): Promise<PostListRow[]> {
      let query = cards()
        .where('posts.user_id', '=', userId)
        .where('posts.status', '<>', 'deleted');
      if (beforeId !== undefined) query = query.where('posts.id', '<', beforeId);
      return query.orderBy('posts.id', 'desc').limit(limit).execute();
    },

    /** Posts the user likes, most recent like first; the like's id is the cursor. */
    listLiked(
      userId: number,
      limit: number,
      beforeLikeId?: number,
    ): Promise<(PostListRow & { like_id: number })[]> {
      let query = cards()
        .innerJoin('post_likes', 'post_likes.post_id', 'posts.id')
        .select('post_likes.id as like_id')
        .where('post_likes.user_id', '=', userId)
        .where('posts.status', 'in', [PUBLISHED, 'expired']);
      if (beforeLikeId !== undefined) query = query.where('post_likes.id', '<', beforeLikeId);
      return query.orderBy('post_likes.id', 'desc').limit(limit).execute();
    },

    /** Recommended posts (newest recommendation first), then the newest posts with images. */
    async listRecommended(q: {
      now: number;
      region?: PublicListQuery['region'];
      limit: number;
    }): Promise<PostListRow[]> {
      const base = () => {
        let query = cards().where('posts.status', '=', PUBLISHED).where(unexpired(q.now));
        if (q.region) query = query.where(`posts.${q.region.column}`, '=', q.region.id);
        return query;
      };
      const picked = await base()
        .where('posts.recommended_at', 'is not', null)
        .orderBy('posts.recommended_at', 'desc')
        .limit(q.limit)
        .execute();
      if (picked.length >= q.limit) return picked;
      const fill = await base()
        .where('posts.image_count', '>', 0)
        .orderBy('posts.id', 'desc')
        .limit(q.limit)
        .execute();
      const seen = new Set(picked.map((p) => p.id));
      return [...picked, ...fill.filter((p) => !seen.has(p.id))].slice(0, q.limit);
    },
  };
}

export type PostListRepository = ReturnType<typeof createPostListRepository>;
