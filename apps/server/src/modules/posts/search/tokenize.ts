import { foldScript } from './fold';

/**
 * Turns post text into search tokens that SQLite FTS5 and a PostgreSQL tsvector index as they are
 * (docs/decisions/0005-chinese-search.md). Chinese is written without spaces and word breakers
 * disagree about where words end (法拉|盛), so every run of CJK characters becomes its overlapping
 * pairs, the way Lucene's CJK analyzer indexes it: 法拉盛 → 法拉 拉盛. The run's last character is
 * indexed alone as well (盛), so that a one-character query can find every occurrence by prefix
 * and a query phrase may start in the middle of a run. Other letters and digits form words.
 */

/**
 * The version of the tokens below. Raise it with any change that gives a text other tokens: every
 * entry is then out of date, and the next start (or `npm run rebuild`) rewrites them all in
 * batches (search/rebuild.ts).
 */
export const SEARCH_TOKENS_VERSION: number = 2;

/** Han, kana (with its long-vowel mark) and Hangul: scripts written without spaces between words. */
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30FC\\p{Script=Hangul}';

/**
 * A CJK run (group 1), or a word of other letters, or of digits: letters and digits written
 * together are two words, as they would be apart (iPhone15 = iPhone 15, H1B = H-1B = H 1B).
 * Everything else separates.
 */
const RUN = new RegExp(`([${CJK}]+)|\\p{N}+|(?:(?![${CJK}])\\p{L})+`, 'gu');

/** Longer words are cut: nobody searches for them, and PostgreSQL caps a lexeme at 2047 bytes. */
export const MAX_WORD_LENGTH = 32;

/**
 * Full-width letters and digits become ASCII (ｉＰｈｏｎｅ７ → iphone7), then lower case, then
 * Traditional characters Simplified (學區 → 学区): posts and queries meet in one script.
 */
export function normalizeSearchText(text: string): string {
  return foldScript(text.normalize('NFKC').toLowerCase());
}

export interface Run {
  text: string;
  cjk: boolean;
}

/** The CJK runs and words of normalized text, in order. */
export function runsOf(normalized: string): Run[] {
  const runs: Run[] = [];
  for (const match of normalized.matchAll(RUN)) {
    const cjk = match[1] !== undefined;
    runs.push({ text: cjk ? match[0] : match[0].slice(0, MAX_WORD_LENGTH), cjk });
  }
  return runs;
}

/** The characters of a CJK run: code points, since rare Han characters lie outside the BMP. */
export function charsOf(run: string): string[] {
  return /[\uD800-\uDFFF]/.test(run) ? Array.from(run) : run.split('');
}

/** Appends a CJK run's overlapping pairs and, when `withLast`, its last character. */
export function pushCjkTokens(tokens: string[], run: string, withLast: boolean): void {
  const chars = charsOf(run);
  for (let i = 0; i + 1 < chars.length; i++) tokens.push(chars[i]! + chars[i + 1]!);
  if (withLast) tokens.push(chars[chars.length - 1]!);
}

/** The tokens of one text, in order: what the index stores for it. */
export function searchTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const run of runsOf(normalizeSearchText(text))) {
    if (run.cjk) pushCjkTokens(tokens, run.text, true);
    else tokens.push(run.text);
  }
  return tokens;
}

/**
 * A post's tokens: title then content, each tokenized on its own so no pair spans the two, then
 * its filter tokens (filterToken) when the index should narrow by category and region itself.
 */
export function postSearchTokens(
  title: string,
  content: string,
  filters: readonly string[] = [],
): string[] {
  return [...searchTokens(title), ...searchTokens(content), ...filters];
}

/**
 * A token for one of a post's list filters: its category, or its region at every level (country,
 * state, metro; region ids are unique across levels). With them FTS5 intersects a keyword with
 * the filters inside the index instead of reading every match's row. They start with a
 * private-use character, which no text token can hold and no keyword can produce.
 */
export function filterToken(kind: 'category' | 'region', id: number): string {
  return `\uE000${kind === 'category' ? 'c' : 'r'}${id}`;
}
