/**
 * A keyword with what it may mean (decision 0005, "Aliases and synonyms"): each part, or run of
 * parts that spells a known term (San Gabriel Valley), matches as typed or as any of the term's
 * other forms or categories. The list shows the exact matches first, then the others.
 */
import type { Lexicon } from './lexicon';
import { termKey } from './lexicon';
import {
  allOf,
  MAX_QUERY_TOKENS,
  parseKeyword,
  partsOf,
  phraseOf,
  type SearchExpr,
  type SearchPhrase,
} from './query';
import { filterToken } from './tokenize';

export interface KeywordSearch {
  /** What was typed: every part's phrase. */
  exact: SearchPhrase[];
  /** The exact match or any of its expansions, part by part; null when nothing expands. */
  expanded: SearchExpr | null;
}

/** The most parts one known term may span, whatever the lexicon holds. */
const MAX_TERM_PARTS = 6;

/** Expanded queries may hold this many tokens: the typed ones plus their alternatives. */
export const MAX_EXPANDED_TOKENS = 4 * MAX_QUERY_TOKENS;

/** A keyword's search, or null when it holds no letter or digit (list without a keyword). */
export function searchKeyword(keyword: string, lexicon: Lexicon): KeywordSearch | null {
  const exact = parseKeyword(keyword);
  if (exact.length === 0) return null;
  const parts = partsOf(keyword);
  const units: SearchExpr[] = [];
  let expandedAny = false;
  let budget = MAX_EXPANDED_TOKENS;
  for (let i = 0; i < parts.length;) {
    let length = Math.min(parts.length - i, lexicon.longest, MAX_TERM_PARTS);
    let expansion;
    for (; length > 0; length--) {
      expansion = lexicon.expand(termKey(parts.slice(i, i + length).join(' ')));
      if (expansion) break;
    }
    const typed = parseKeyword(parts.slice(i, i + Math.max(length, 1)).join(' '));
    i += Math.max(length, 1);
    if (typed.length === 0) continue;
    budget -= typed.reduce((n, p) => n + p.tokens.length, 0);
    const alternatives: SearchExpr[] = [];
    for (const term of expansion?.terms ?? []) {
      // A term of several words (green card) is one phrase: its words adjacent, in order.
      const phrase = phraseOf(term, false);
      if (!phrase || phrase.tokens.length > budget) continue;
      budget -= phrase.tokens.length;
      alternatives.push({ phrase });
    }
    for (const id of expansion?.categories ?? []) {
      alternatives.push({ token: filterToken('category', id) });
    }
    const own = typed.length === 1 ? { phrase: typed[0]! } : allOf(typed);
    if (alternatives.length === 0) {
      units.push(own);
    } else {
      expandedAny = true;
      units.push({ any: [own, ...alternatives] });
    }
  }
  return { exact, expanded: expandedAny ? { all: units } : null };
}
