import type { SearchExpr } from '../search/query';

/**
 * Whether a post holding `tokens` may match `expr`: every token a phrase needs is there (its last
 * one as a prefix where it is open). Adjacency and NOT are left to the search index, which decides;
 * this only spares it the keywords that cannot match, which are nearly all of them.
 */
export function mayMatch(expr: SearchExpr, tokens: ReadonlySet<string>): boolean {
  if ('token' in expr) return tokens.has(expr.token);
  if ('all' in expr) return expr.all.every((e) => mayMatch(e, tokens));
  if ('any' in expr) return expr.any.some((e) => mayMatch(e, tokens));
  if ('match' in expr) return mayMatch(expr.match, tokens);
  const { tokens: needed, prefix } = expr.phrase;
  return needed.every((token, i) =>
    prefix && i === needed.length - 1
      ? tokens.has(token) || [...tokens].some((t) => t.startsWith(token))
      : tokens.has(token),
  );
}
