import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { SearchExpr } from './query';

/**
 * PostgreSQL's share of posts that hold each search token, from the statistics ANALYZE keeps on
 * posts.terms (pg_stats.most_common_elems; migration 043 raises the column's statistics target so
 * that they reach down to tokens in a few dozen posts at 1,000,000). A keyword's first page uses
 * them to choose its walk (keyword-list.repository.ts, decision 0045): the newest posts checked one
 * by one when they can hold a page, GIN otherwise.
 */
export interface TermFrequencies {
  /** Posts the table holds (pg_class.reltuples). */
  posts: number;
  /** An upper bound of the share of posts `expr` matches: 1 when nothing is known. */
  bound(expr: SearchExpr): number;
}

/** Statistics change with ANALYZE, which autovacuum runs after a tenth of the table changed. */
const REFRESH_MS = 10 * 60_000;

const UNKNOWN: TermFrequencies = { posts: 0, bound: () => 1 };

function frequenciesOf(
  posts: number,
  elements: readonly string[],
  shares: readonly number[],
): TermFrequencies {
  if (elements.length === 0 || posts <= 0) return UNKNOWN;
  const share = new Map(elements.map((e, i) => [e, shares[i]!]));
  // The array ends with the lowest and highest share kept, then the null share: a token not kept
  // is in fewer posts than the lowest.
  const floor = shares[elements.length]!;
  const of = (token: string) => share.get(token) ?? floor;
  const bound = (e: SearchExpr): number => {
    if ('phrase' in e) {
      const { tokens, prefix } = e.phrase;
      // A prefix may complete to any number of words: only the whole tokens bound the phrase.
      const whole = prefix ? tokens.slice(0, -1) : tokens;
      return Math.min(1, ...whole.map(of));
    }
    if ('token' in e) return of(e.token);
    if ('all' in e) return Math.min(1, ...e.all.map(bound));
    if ('any' in e)
      return Math.min(
        1,
        e.any.reduce((sum, x) => sum + bound(x), 0),
      );
    return bound(e.match);
  };
  return { posts, bound };
}

async function read(db: Db): Promise<TermFrequencies> {
  const { rows } = await sql<{ posts: number; elements: string[] | null; shares: number[] | null }>`
    select c.reltuples::float8 as posts, s.most_common_elems::text::text[] as elements,
      s.most_common_elem_freqs::float8[] as shares
    from pg_class c
    left join pg_stats s on s.schemaname = current_schema() and s.tablename = 'posts'
      and s.attname = 'terms'
    where c.oid = 'posts'::regclass`.execute(db);
  const row = rows[0];
  return row ? frequenciesOf(row.posts, row.elements ?? [], row.shares ?? []) : UNKNOWN;
}

const cached = new WeakMap<Db, { at: number; value: Promise<TermFrequencies> }>();

/** The database's token shares, read again every REFRESH_MS. */
export function termFrequencies(db: Db, now = Date.now()): Promise<TermFrequencies> {
  const entry = cached.get(db);
  if (entry && now - entry.at < REFRESH_MS) return entry.value;
  const value = read(db).catch(() => UNKNOWN);
  cached.set(db, { at: now, value });
  return value;
}
