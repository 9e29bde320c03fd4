import type { PostSort } from '@huaren/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import type { RegionFilter } from '../../core/content/feed';
import type { Database } from '../../db/schema';
import { likedItems, ownItems, sortedPage } from '../../core/content/feed.repository';
import { POSTS, PUBLISHED } from '../../core/content/kinds';
import { listFilterTokens } from './search/search-index';
import type { KeywordSearch } from './search/keyword';
import { allOf, fts5Expr, tsqueryExpr, type SearchExpr } from './search/query';

/** The columns a list card needs: no full text, no contacts. */
const LIST_COLUMNS = [
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
  /** A keyword search with expansions: EXACT or EXPANDED, the first key of its cursor. */
  tier?: number;
}

/** The tiers of a keyword search with expansions: exact matches first, newest first in each. */
export const EXACT = 1;
export const EXPANDED = 0;

/** A little more than the excerpt shows, so that collapsing whitespace still fills it. */
const EXCERPT_SOURCE = 120;

/** The start of a post's content as `excerpt`, for excerptOf (post.presenter.ts) to trim. */
export const excerpt = sql<string>`substr(posts.content, 1, ${sql.lit(EXCERPT_SOURCE)})`.as(
  'excerpt',
);

/** The card's keys, as a subquery or a CTE hands them on. */
const CARD_KEYS = [...LIST_COLUMNS.map((c) => c.slice('posts.'.length)), 'excerpt'];

export interface PublicListQuery {
  now: number;
  sort: PostSort;
  categoryId?: number;
  region?: RegionFilter;
  /** One author's posts (the console's content search). */
  userId?: number;
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
 * PostgreSQL checks a keyword against the newest posts of the list before asking GIN for older
 * matches (docs/decisions/0005-chinese-search.md): the planner misjudges how many posts a phrase
 * matches and would otherwise sort every match.
 */
export const SEARCH_WINDOW = 5000;

/**
 * A keyword sorted by replies or likes ranks its newest matches only: ranking every match costs
 * what counting them does (hundreds of ms at 1,000,000 posts), and the newest are what a reader
 * of classifieds wants ranked.
 */
export const RANKED_MATCHES = 300;

/**
 * Expiry is checked on each row the list index yields. The unary plus keeps the planner (SQLite's
 * above all, which has no statistics) from walking the (status, expires_at) index of the expiry
 * job instead, which would read every live post and sort them for one page.
 */
const unexpired = (now: number) => sql<boolean>`+posts.expires_at > ${now}`;

const SORT_KEY = { replies: 'reply_count', likes: 'like_count' } as const;

type ListScope = Pick<PublicListQuery, 'now' | 'categoryId' | 'region' | 'userId'>;

/** What every public list asks of a row, and the cursor of a newest-first list when given. */
function listConditions(q: ListScope, beforeId?: number): RawBuilder<boolean> {
  const conditions = [sql`posts.status = ${PUBLISHED}`, unexpired(q.now)];
  if (q.region) conditions.push(sql`${sql.ref(`posts.${q.region.column}`)} = ${q.region.id}`);
  if (q.categoryId !== undefined) conditions.push(sql`posts.category_id = ${q.categoryId}`);
  if (q.userId !== undefined) conditions.push(sql`posts.user_id = ${q.userId}`);
  if (beforeId !== undefined) conditions.push(sql`posts.id < ${beforeId}`);
  return sql<boolean>`${sql.join(conditions, sql` and `)}`;
}

export interface PostListOptions {
  /** PostgreSQL's newest-posts window of a keyword search (tests cross it with a small one). */
  searchWindow?: number;
}

export function createPostListRepository(
  db: Db,
  { searchWindow = SEARCH_WINDOW }: PostListOptions = {},
) {
  const cards = () => db.selectFrom('posts').select(LIST_COLUMNS).select(excerpt);
  const cardKeys = (table: string) => sql.join(CARD_KEYS.map((k) => sql.ref(`${table}.${k}`)));

  /**
   * SQLite, one statement: FTS5 is the outer loop in its own rowid order and intersects the
   * keyword with the list's filter tokens itself, so a page reads little more than its rows.
   * Ordering by posts.id instead would sort every match in a temporary B-tree.
   */
  const sqliteMatches = (
    q: PublicListQuery,
    expr: SearchExpr,
    limit: number,
    beforeId?: number,
  ): Promise<PostListRow[]> => {
    const match = fts5Expr(
      expr,
      listFilterTokens({
        ...(q.categoryId !== undefined ? { categoryId: q.categoryId } : {}),
        ...(q.region ? { regionId: q.region.id } : {}),
      }),
    );
    let query = db
      .selectFrom(sql<{ rowid: number }>`posts_fts`.as('posts_fts'))
      .innerJoin('posts', 'posts.id', 'posts_fts.rowid')
      .select(LIST_COLUMNS)
      .select(excerpt)
      .where(sql<boolean>`posts_fts match ${match}`)
      .where(listConditions(q));
    if (beforeId !== undefined) query = query.where('posts_fts.rowid', '<', beforeId);
    return query.orderBy('posts_fts.rowid', 'desc').limit(limit).execute();
  };

  /**
   * PostgreSQL, two statements (the decision's): the newest `searchWindow` posts of the list,
   * checked one by one; then, only when they hold fewer than a page of matches, the older ones
   * through GIN in a materialized CTE. The CTE has no LIMIT, so the planner reads the matches
   * through the indexes (GIN ANDed with the filter's) instead of walking every post, and
   * `id + 0` keeps it from ANDing in a bitmap of every older id. `terms` (about 775 bytes a
   * post) leaves neither statement.
   */
  const postgresMatches = async (
    q: PublicListQuery,
    expr: SearchExpr,
    limit: number,
    beforeId?: number,
  ): Promise<PostListRow[]> => {
    const tsquery = sql`${tsqueryExpr(expr)}::tsquery`;
    const windowed = cards()
      .select(sql<string>`posts.terms`.as('terms'))
      .where(listConditions(q, beforeId))
      .orderBy('posts.id', 'desc')
      .limit(searchWindow);
    const { rows: recent } = await sql<PostListRow>`select ${cardKeys('recent')}
      from (${windowed}) recent where recent.terms @@ ${tsquery}
      order by recent.id desc limit ${limit}`.execute(db);
    if (recent.length >= limit) return recent;
    // Null when the list holds no more than the window: then every match was in it.
    const windowEnd = db
      .selectFrom('posts')
      .select('posts.id')
      .where(listConditions(q, beforeId))
      .orderBy('posts.id', 'desc')
      .offset(searchWindow - 1)
      .limit(1);
    const older = await db
      .with(
        (cte) => cte('matches').materialized(),
        () =>
          cards()
            .where(listConditions(q))
            .where(sql<boolean>`posts.terms @@ ${tsquery}`)
            .where(sql<boolean>`posts.id + 0 < (${windowEnd})`),
      )
      .selectFrom('matches')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(limit - recent.length)
      .execute();
    return [...recent, ...older];
  };

  const keywordMatches = isPostgres(db) ? postgresMatches : sqliteMatches;

  /**
   * Newest first, the exact matches before the ones only an expansion finds (decision 0005,
   * "Aliases and synonyms"): two walks of the index, the second asking for the expanded keyword
   * but not the exact one, so no post shows twice. The cursor says which walk it is in.
   */
  const tieredMatches = async (
    q: PublicListQuery,
    exact: SearchExpr,
    expanded: SearchExpr,
  ): Promise<PostListRow[]> => {
    const [tier, afterId] = q.after ?? [EXACT];
    const rows: PostListRow[] = [];
    if (tier === EXACT) {
      for (const row of await keywordMatches(q, exact, q.limit, afterId)) {
        rows.push({ ...row, tier: EXACT });
      }
    }
    if (rows.length < q.limit) {
      const others = { match: expanded, not: exact };
      const before = tier === EXACT ? undefined : afterId;
      for (const row of await keywordMatches(q, others, q.limit - rows.length, before)) {
        rows.push({ ...row, tier: EXPANDED });
      }
    }
    return rows;
  };

  return {
    /** Published, unexpired posts, walking one index down (see the posts migration). */
    async listPublic(q: PublicListQuery): Promise<PostListRow[]> {
      if (q.keyword) {
        const exact = allOf(q.keyword.exact);
        const { expanded } = q.keyword;
        if (q.sort === 'latest') {
          if (expanded) return tieredMatches(q, exact, expanded);
          return keywordMatches(q, exact, q.limit, q.after?.[0]);
        }
        // Ranked by a count, exact and expanded matches mix: the count is the order asked for.
        const key = SORT_KEY[q.sort];
        const ranked = (await keywordMatches(q, expanded ?? exact, RANKED_MATCHES)).sort(
          (a, b) => b[key] - a[key] || b.id - a.id,
        );
        const after = q.after as [number, number] | undefined;
        const rest = after
          ? ranked.filter((r) => r[key] < after[0] || (r[key] === after[0] && r.id < after[1]))
          : ranked;
        return rest.slice(0, q.limit);
      }
      const count = q.sort === 'latest' ? null : SORT_KEY[q.sort];
      return sortedPage(cards().where(listConditions(q)), POSTS, count, q.limit, q.after).execute();
    },

    /** The caller's posts in every status but deleted, newest first. */
    listOwn(userId: number, limit: number, beforeId?: number): Promise<PostListRow[]> {
      return ownItems(cards(), POSTS, userId, limit, beforeId).execute();
    },

    /** Posts the user likes, most recent like first; the like's id is the cursor. */
    listLiked(
      userId: number,
      limit: number,
      beforeLikeId?: number,
    ): Promise<(PostListRow & { like_id: number })[]> {
      const joined = cards()
        .innerJoin('post_likes', 'post_likes.post_id', 'posts.id')
        .select('post_likes.id as like_id');
      return likedItems(
        joined,
        POSTS,
        userId,
        [PUBLISHED, 'expired'],
        limit,
        beforeLikeId,
      ).execute();
    },

    /**
     * Posts recommended until after now (newest recommendation first), then the newest posts with
     * images, then the newest of the rest: a region with posts never shows an empty home page.
     */
    async listRecommended(q: {
      now: number;
      region?: PublicListQuery['region'];
      limit: number;
    }): Promise<PostListRow[]> {
      const base = () => cards().where(listConditions(q));
      const fills = [
        () =>
          base()
            .where('posts.recommended_at', 'is not', null)
            .where('posts.recommend_until', '>', q.now)
            .orderBy('posts.recommended_at', 'desc'),
        () => base().where('posts.image_count', '>', 0).orderBy('posts.id', 'desc'),
        () => base().orderBy('posts.id', 'desc'),
      ];
      const picked = new Map<number, PostListRow>();
      for (const fill of fills) {
        if (picked.size >= q.limit) break;
        for (const row of await fill().limit(q.limit).execute()) picked.set(row.id, row);
      }
      return [...picked.values()].slice(0, q.limit);
    },
  };
}

export type PostListRepository = ReturnType<typeof createPostListRepository>;
