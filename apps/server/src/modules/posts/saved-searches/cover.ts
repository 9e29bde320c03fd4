import type { SearchExpr } from '../search/query';
import { filterToken } from '../search/tokenize';

/**
 * The keys of the saved searches' inverted index (saved_search_tokens, decision 0026): a search
 * is filed under a few keys, at least one of which every post it may match carries, so that a new
 * post's candidates are the searches filed under its own keys. A key is a post token (a pair, a
 * word, a filter token), or a token followed by PREFIX for a phrase whose last token is open
 * (iphone* for iphone15). The exact check (token-check.ts, then the search index) still decides.
 */

/** The key of searches every post of their region and category fits; every post carries it. */
export const EVERY_POST = '\uE000*';
const PREFIX = '*';

/**
 * How many posts a key is likely to pick, roughly: a pair or a long word few, a single character
 * or a short word many, an open prefix more, a category or region most. A search is filed under
 * the cheapest sufficient keys, since every post carrying one reads it.
 */
function cost(key: string): number {
  if (key.startsWith('\uE000')) return 100;
  const open = key.endsWith(PREFIX);
  const length = Array.from(open ? key.slice(0, -1) : key).length;
  const cjk = /\p{Script=Han}/u.test(key);
  const base = cjk ? (length >= 2 ? 1 : 8) : length >= 3 ? 1 : 8;
  return open ? base * 4 : base;
}

const costOf = (keys: readonly string[]) => keys.reduce((sum, key) => sum + cost(key), 0);

const cheapest = (covers: string[][]) =>
  covers.reduce((best, cover) => (costOf(cover) < costOf(best) ? cover : best));

/** Keys at least one of which a post must carry to match `expr`. */
function coverOf(expr: SearchExpr): string[] {
  if ('token' in expr) return [expr.token];
  if ('match' in expr) return coverOf(expr.match);
  if ('all' in expr) return expr.all.length === 0 ? [EVERY_POST] : cheapest(expr.all.map(coverOf));
  if ('any' in expr) {
    const covers = expr.any.map(coverOf);
    return covers.length === 0 || covers.some((c) => c.includes(EVERY_POST))
      ? [EVERY_POST]
      : [...new Set(covers.flat())];
  }
  const { tokens, prefix } = expr.phrase;
  const keys = tokens.map((t, i) => (prefix && i === tokens.length - 1 ? t + PREFIX : t));
  return keys.length === 0 ? [EVERY_POST] : cheapest(keys.map((key) => [key]));
}

/**
 * The keys a search is filed under: its keyword's (null: no keyword, or one without a letter or
 * digit, which lists everything), else its category's or region's filter token, else EVERY_POST.
 */
export function searchKeys(
  expr: SearchExpr | null,
  filter: { regionId?: number; categoryId?: number },
): string[] {
  if (expr) return coverOf(expr);
  if (filter.categoryId !== undefined) return [filterToken('category', filter.categoryId)];
  if (filter.regionId !== undefined) return [filterToken('region', filter.regionId)];
  return [EVERY_POST];
}

/** The keys a post carries: its tokens (filter tokens included), every prefix of each, EVERY_POST. */
export function postKeys(tokens: Iterable<string>): string[] {
  const keys = new Set([EVERY_POST]);
  for (const token of tokens) {
    keys.add(token);
    if (token.startsWith('\uE000')) continue;
    let prefix = '';
    for (const char of token) keys.add((prefix += char) + PREFIX);
  }
  return [...keys];
}
