import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { SearchExpr, SearchPhrase } from './query';

/**
 * SQLite's list of the words its public index holds, for prefix phrases (decision 0045). FTS5
 * answers `"iphone"*` by reading and merging the whole doclist of every term that starts with
 * iphone before it yields the first row (56,000 posts at 1,000,000: 1.4 ms, where `"iphone"`
 * costs 0.08), since its prefix index covers one character only. Asked instead as
 * `("iphone" OR "iphones" OR …)`, with the terms read from this table, FTS5 merges the terms'
 * doclists as it walks, newest first, and stops after a page: the same posts, in the same order.
 *
 * The table holds the words of letters or digits of two or more characters ever written to the
 * index (a CJK phrase ends in a prefix only when it is one character, which the prefix index
 * serves). Words are never removed: a word no post holds any more matches nothing in the OR.
 */

/** A prefix with more words than this is asked as a prefix, as before: one merge beats a long OR. */
export const MAX_LISTED_TERMS = 32;

/** A word of two or more characters that is neither CJK nor a filter token (tokenize.ts). */
const LISTED =
  /^[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC\p{Script=Hangul}\uE000].+$/su;

/** Whether a prefix query ending in `token` is asked through the list. */
const listedWord = (token: string) => LISTED.test(token);

/** The tokens of an index entry that go into the list. */
export const listedTerms = (tokens: readonly string[]): string[] => [
  ...new Set(tokens.filter(listedWord)),
];

/** Records the listed words of tokens written to the public index, in the writing transaction. */
export async function recordTerms(trx: Db, tokens: readonly string[]): Promise<void> {
  const terms = listedTerms(tokens);
  if (terms.length === 0) return;
  await sql`insert or ignore into search_terms (term)
    select value from json_each(${JSON.stringify(terms)})`.execute(trx);
}

/** The words starting with `prefix`, or null when there are more than MAX_LISTED_TERMS. */
async function termsStartingWith(db: Db, prefix: string): Promise<string[] | null> {
  // Words hold letters and digits only: none sorts at or after U+10FFFF after the prefix.
  const { rows } = await sql<{ term: string }>`select term from search_terms
    where term >= ${prefix} and term < ${`${prefix}\u{10FFFF}`}
    order by term limit ${MAX_LISTED_TERMS + 1}`.execute(db);
  return rows.length > MAX_LISTED_TERMS ? null : rows.map((r) => r.term);
}

/**
 * `expr` with each prefix phrase whose last token is a listed word replaced by the OR of the
 * phrases it can complete to; phrases of no listed word stay whole words (they match nothing,
 * as the prefix did). A prefix with too many words stays a prefix.
 */
export async function withListedPrefixes(db: Db, expr: SearchExpr): Promise<SearchExpr> {
  const found = new Map<string, string[] | null>();
  const phrases: SearchPhrase[] = [];
  const collect = (e: SearchExpr): void => {
    if ('phrase' in e) {
      if (e.phrase.prefix && listedWord(e.phrase.tokens.at(-1)!)) phrases.push(e.phrase);
    } else if ('all' in e) e.all.forEach(collect);
    else if ('any' in e) e.any.forEach(collect);
    else if ('match' in e) {
      collect(e.match);
      collect(e.not);
    }
  };
  collect(expr);
  if (phrases.length === 0) return expr;
  for (const phrase of phrases) {
    const last = phrase.tokens.at(-1)!;
    if (!found.has(last)) found.set(last, await termsStartingWith(db, last));
  }
  const rewrite = (e: SearchExpr): SearchExpr => {
    if ('phrase' in e) {
      const terms = e.phrase.prefix ? found.get(e.phrase.tokens.at(-1)!) : undefined;
      if (!terms) return e;
      const head = e.phrase.tokens.slice(0, -1);
      const whole = (term: string): SearchExpr => ({
        phrase: { tokens: [...head, term], prefix: false },
      });
      if (terms.length === 0) return whole(e.phrase.tokens.at(-1)!);
      return terms.length === 1 ? whole(terms[0]!) : { any: terms.map(whole) };
    }
    if ('token' in e) return e;
    if ('all' in e) return { all: e.all.map(rewrite) };
    if ('any' in e) return { any: e.any.map(rewrite) };
    return { match: rewrite(e.match), not: rewrite(e.not) };
  };
  return rewrite(expr);
}
