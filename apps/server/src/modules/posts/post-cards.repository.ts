import type { PostSort } from '@huaren/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { notBlockedBy } from '../../core/content/block.repository';
import type { RegionFilter } from '../../core/content/feed';
import type { Database } from '../../db/schema';
import { PUBLISHED } from '../../core/content/kinds';
import type { KeywordSearch } from './search/keyword';
import { fieldConditions } from './fields/field-values.repository';
import type { RowFilters } from './fields/list-filters';

/** The columns a list card needs: no full text, no contacts. */
export const LIST_COLUMNS = [
  'posts.id',
  'posts.title',
  'posts.thumb_url',
  'posts.image_count',
  'posts.category_id',
  'posts.region_id',
  'posts.price',
  'posts.price_unit',
  'posts.view_count',
  'posts.reply_count',
  'posts.like_count',
  'posts.status',
  'posts.status_reason',
  'posts.created_at',
  'posts.expires_at',
  'posts.closed_kind',
  'posts.closed_at',
  'posts.fields',
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
  price_unit: Database['posts']['price_unit'];
  view_count: number;
  reply_count: number;
  like_count: number;
  status: Database['posts']['status'];
  status_reason: string | null;
  created_at: number;
  expires_at: number;
  closed_kind: Database['posts']['closed_kind'];
  closed_at: number | null;
  /** The answers to the category's fields, JSON (decision 0041). */
  fields: string;
  /** A keyword search with expansions: EXACT or EXPANDED, the first key of its cursor. */
  tier?: number;
  /** The author's own list only (decision 0039). */
  share_count?: number;
}

/** A little more than the excerpt shows, so that collapsing whitespace still fills it. */
const EXCERPT_SOURCE = 120;

/** The start of a post's content as `excerpt`, for excerptOf (post.presenter.ts) to trim. */
export const excerpt = sql<string>`substr(posts.content, 1, ${sql.lit(EXCERPT_SOURCE)})`.as(
  'excerpt',
);

/** The card's keys, as a subquery or a CTE hands them on. */
export const CARD_KEYS = [...LIST_COLUMNS.map((c) => c.slice('posts.'.length)), 'excerpt'];

export interface PublicListQuery extends RowFilters {
  now: number;
  sort: PostSort;
  categoryId?: number;
  region?: RegionFilter;
  /** One author's posts (the seller's page, the console's content search). */
  userId?: number;
  /** The caller, who blocks someone: their posts are left out (decision 0042). */
  blockerId?: number;
  /** The console's search: posts marked sold, rented or filled are found too. */
  marked?: boolean;
  /** The keyword (search/keyword.ts searchKeyword). */
  keyword?: KeywordSearch;
  /**
   * The last row's key: [id] for latest, [tier, id] for latest with an expanded keyword,
   * [count, id] for replies and likes.
   */
  after?: readonly number[];
  limit: number;
}

/**
 * Expiry is checked on each row the list index yields. The unary plus keeps the planner (SQLite's
 * above all, which has no statistics) from walking the (status, expires_at) index of the expiry
 * job instead, which would read every live post and sort them for one page.
 */
const unexpired = (now: number) => sql<boolean>`+posts.expires_at > ${now}`;

export const SORT_KEY = { replies: 'reply_count', likes: 'like_count' } as const;

type ListScope = Pick<
  PublicListQuery,
  'now' | 'categoryId' | 'region' | 'userId' | 'blockerId' | 'marked' | 'price' | 'fieldFilters'
>;

/**
 * What every public list asks of a row, and the cursor of a newest-first list when given. A post
 * marked sold, rented or filled is left out by a check on the row, like expiry (decision 0038): it
 * stays `published` for a week at most, so the rows skipped are bounded by a week of marks. The
 * check is wrapped in likelihood(…, 1.0) so that SQLite's planner does not count it as narrowing
 * the posts side (PostgreSQL inlines a function of that name: migration 033). The console's search
 * (`marked`) finds marked posts too; a caller who blocks someone (`blockerId`) does not see their
 * posts (decision 0042).
 */
export function listConditions(q: ListScope, beforeId?: number): RawBuilder<boolean> {
  const conditions = [sql`posts.status = ${PUBLISHED}`, unexpired(q.now)];
  if (!q.marked) conditions.push(sql`likelihood(posts.closed_at is null, 1.0)`);
  if (q.region) conditions.push(sql`${sql.ref(`posts.${q.region.column}`)} = ${q.region.id}`);
  if (q.categoryId !== undefined) conditions.push(sql`posts.category_id = ${q.categoryId}`);
  if (q.userId !== undefined) conditions.push(sql`posts.user_id = ${q.userId}`);
  if (q.blockerId !== undefined)
    conditions.push(notBlockedBy(q.blockerId, { column: 'posts.user_id' }));
  if (q.price?.min !== undefined) conditions.push(sql`posts.price >= ${q.price.min}`);
  if (q.price?.max !== undefined) conditions.push(sql`posts.price <= ${q.price.max}`);
  if (q.fieldFilters) conditions.push(...fieldConditions(q.fieldFilters));
  if (beforeId !== undefined) conditions.push(sql`posts.id < ${beforeId}`);
  return sql<boolean>`${sql.join(conditions, sql` and `)}`;
}

/** The cards of posts, for a list to filter and order. */
export const cardsOf = (db: Db) => db.selectFrom('posts').select(LIST_COLUMNS).select(excerpt);
