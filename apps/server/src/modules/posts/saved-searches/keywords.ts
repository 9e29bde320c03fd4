import { searchKeyword } from '../search/keyword';
import { lexiconOf, type LexiconSource } from '../search/lexicon';
import { allOf, type SearchExpr } from '../search/query';

/** Parsed keywords are kept up to this many per lexicon, then forgotten all at once. */
const KEPT = 50_000;

const byLexicon = new WeakMap<object, Map<string, SearchExpr | null>>();

/**
 * A saved keyword as the list would search it (synonyms and aliases of the catalog's words, both
 * scripts folded), or null when it holds no letter or digit. Kept per catalog words, since every
 * new post asks about the same saved keywords again.
 */
export function keywordsOf(source: LexiconSource) {
  const lexicon = lexiconOf(source);
  let kept = byLexicon.get(lexicon);
  if (!kept) byLexicon.set(lexicon, (kept = new Map()));
  const cache = kept;
  return (keyword: string): SearchExpr | null => {
    if (cache.has(keyword)) return cache.get(keyword)!;
    if (cache.size >= KEPT) cache.clear();
    const search = searchKeyword(keyword, lexicon);
    const expr = search && (search.expanded ?? allOf(search.exact));
    cache.set(keyword, expr);
    return expr;
  };
}
