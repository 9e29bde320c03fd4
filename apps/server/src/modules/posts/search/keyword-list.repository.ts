import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database';
import { isPostgres } from '../../../db/dialect';
import {
  CARD_KEYS,
  LIST_COLUMNS,
  SORT_KEY,
  cardsOf,
  excerpt,
  listConditions,
  type PostListRow,
  type PublicListQuery,
} from '../post-cards.repository';
import type { KeywordSearch } from './keyword';
import { withListedPrefixes } from './prefix-terms.repository';
import { listFilterTokens } from './search-index';
import { allOf, fts5Expr, tsqueryExpr, type SearchExpr } from './query';
import { termFrequencies } from './term-frequencies.repository';

/** The tiers of a keyword search with expansions: exact matches first, newest first in each. */
export const EXACT = 1;
export const EXPANDED = 0;

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

export interface KeywordListOptions {
  /** PostgreSQL's newest-posts window of a keyword search (tests cross it with a small one). */
  searchWindow?: number;
  /**
   * How a first page is found: 'auto' chooses by what it costs (decision 0045); tests force each
   * way to show that both answer the same posts in the same order. PostgreSQL: 'walk' the newest
   * posts first, or ask the 'index' for every match; SQLite: 'walk' asks a prefix word as the OR
   * of the words it completes to, 'index' as FTS5's prefix.
   */
  plan?: 'auto' | 'walk' | 'index';
}

/** A public list narrowed by a keyword, through the dialect's search index. */
export function createKeywordListRepository(
  db: Db,
  { searchWindow = SEARCH_WINDOW, plan = 'auto' }: KeywordListOptions = {},
) {
  const cards = () => cardsOf(db);
  const cardKeys = (table: string) => sql.join(CARD_KEYS.map((k) => sql.ref(`${table}.${k}`)));

  /**
   * SQLite, one statement: FTS5 is the outer loop in its own rowid order and intersects the
   * keyword with the list's filter tokens itself, so a page reads little more than its rows.
   * Ordering by posts.id instead would sort every match in a temporary B-tree. A prefix word is
   * asked as the OR of the words it completes to (prefix-terms.repository.ts): FTS5 would
   * otherwise merge all their matches before the first row.
   */
  const sqliteMatches = async (
    q: PublicListQuery,
    expr: SearchExpr,
    limit: number,
    beforeId?: number,
  ): Promise<PostListRow[]> => {
    const match = fts5Expr(
      plan === 'index' ? expr : await withListedPrefixes(db, expr),
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
   * PostgreSQL's matches older than `below` (or all), through the indexes only, in a materialized
   * CTE: it has no LIMIT, so the planner reads the matches through GIN (ANDed with the filter's
   * index) instead of walking every post, and `id + 0` keeps it from ANDing in a bitmap of every
   * older id. Its cost grows with the matches, not with the posts.
   */
  const indexedMatches = (
    q: PublicListQuery,
    tsquery: RawBuilder<unknown>,
    limit: number,
    below: RawBuilder<unknown> | number | undefined,
  ): Promise<PostListRow[]> =>
    db
      .with(
        (cte) => cte('matches').materialized(),
        () => {
          const matches = cards()
            .where(listConditions(q))
            .where(sql<boolean>`posts.terms @@ ${tsquery}`);
          return below === undefined
            ? matches
            : matches.where(sql<boolean>`posts.id + 0 < (${below})`);
        },
      )
      .selectFrom('matches')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();

  /**
   * PostgreSQL (decision 0045): a keyword the newest `searchWindow` posts of the list can be
   * expected to hold a page of (by ANALYZE's token shares, term-frequencies.repository.ts) walks
   * them, checked one by one, and only when they hold fewer than a page asks GIN for the older
   * matches (the planner misjudges how many posts a phrase matches and would otherwise sort every
   * match); a rarer one asks GIN for all its matches at once, which are few. `terms` (about 775
   * bytes a post) leaves no statement but the walk.
   */
  const postgresMatches = async (
    q: PublicListQuery,
    expr: SearchExpr,
    limit: number,
    beforeId?: number,
  ): Promise<PostListRow[]> => {
    const tsquery = sql`${tsqueryExpr(expr)}::tsquery`;
    const walk =
      plan === 'auto'
        ? (await termFrequencies(db)).bound(expr) * searchWindow >= limit
        : plan === 'walk';
    if (!walk) return indexedMatches(q, tsquery, limit, beforeId);
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
    const older = await indexedMatches(q, tsquery, limit - recent.length, sql`${windowEnd}`);
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
    /** The list's posts that match `keyword`, in the order `q.sort` asks for. */
    async listByKeyword(q: PublicListQuery, keyword: KeywordSearch): Promise<PostListRow[]> {
      const exact = allOf(keyword.exact);
      const { expanded } = keyword;
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
    },
  };
}

export type KeywordListRepository = ReturnType<typeof createKeywordListRepository>;
