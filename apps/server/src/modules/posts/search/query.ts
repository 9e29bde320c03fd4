/**
 * Turns what a user typed into a query over the tokens of tokenize.ts. Each space-separated part of
 * the keyword is a phrase: its tokens must stand next to each other in a post, which finds the
 * part wherever it occurs as text (拉盛 inside 法拉盛, 7号线 inside 地铁7号线). All parts must match.
 * The user's text never reaches the query language: only tokens do, and tokens hold nothing but
 * letters and digits, quoted all the same.
 */
import { charsOf, normalizeSearchText, pushCjkTokens, runsOf } from './tokenize';

export interface SearchPhrase {
  tokens: string[];
  /** The last token matches as a prefix: a word that goes on (iphone → iphone15, 号 → 号线). */
  prefix: boolean;
}

/** Bounds the work one query can ask of the index; longer keywords are cut. */
export const MAX_QUERY_TOKENS = 24;

/**
 * The phrases of a keyword, or [] when it holds no letter or digit (search nothing, list all).
 *
 * Inside a phrase, a CJK run followed by more of the phrase ends where the post's run ends, so it
 * keeps its last character (which the index stores alone); the phrase's final run may continue in
 * the post, so it contributes only its pairs, or, when it is one character, that character as a
 * prefix of the post's pair. The final word is a prefix too; other words are whole.
 */
export function parseKeyword(keyword: string): SearchPhrase[] {
  const phrases: SearchPhrase[] = [];
  let budget = MAX_QUERY_TOKENS;
  for (const part of normalizeSearchText(keyword).split(/\s+/)) {
    const runs = runsOf(part);
    const tokens: string[] = [];
    runs.forEach((run, i) => {
      if (!run.cjk) tokens.push(run.text);
      else pushCjkTokens(tokens, run.text, i < runs.length - 1 || charsOf(run.text).length === 1);
    });
    const final = runs[runs.length - 1];
    let prefix = final !== undefined && (!final.cjk || charsOf(final.text).length === 1);
    if (tokens.length === 0 || budget === 0) continue;
    if (tokens.length > budget) {
      tokens.length = budget;
      prefix = false;
    }
    budget -= tokens.length;
    if (!phrases.some((p) => p.prefix === prefix && p.tokens.join(' ') === tokens.join(' '))) {
      phrases.push({ tokens, prefix });
    }
  }
  return phrases;
}

/** 'phrase' matches each part as adjacent tokens; 'and' only asks that all its tokens occur. */
export type MatchMode = 'phrase' | 'and';

const ftsString = (token: string) => `"${token.replaceAll('"', '""')}"`;

export interface MatchOptions {
  mode?: MatchMode;
  /** Filter tokens (filterToken) the post must carry too: the list's category and region. */
  filters?: readonly string[];
}

/** An FTS5 MATCH expression for a table whose tokenizer splits on spaces only ('ascii'). */
export function fts5Match(
  phrases: readonly SearchPhrase[],
  { mode = 'phrase', filters = [] }: MatchOptions = {},
): string {
  const parts = phrases.flatMap((p) => {
    const star = p.prefix ? '*' : '';
    if (mode === 'phrase') return [ftsString(p.tokens.join(' ')) + star];
    return p.tokens.map((t, i) => ftsString(t) + (i === p.tokens.length - 1 ? star : ''));
  });
  return [...parts, ...filters.map(ftsString)].join(' AND ');
}

const lexeme = (token: string) => `'${token.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/** A tsquery literal (cast with `::tsquery`) over lexemes stored by `tsvectorLiteral`. */
export function tsqueryLiteral(
  phrases: readonly SearchPhrase[],
  { mode = 'phrase' }: Pick<MatchOptions, 'mode'> = {},
): string {
  const parts = phrases.map((p) => {
    const terms = p.tokens.map(
      (t, i) => lexeme(t) + (p.prefix && i === p.tokens.length - 1 ? ':*' : ''),
    );
    return terms.length === 1 ? terms[0]! : `(${terms.join(mode === 'phrase' ? ' <-> ' : ' & ')})`;
  });
  return parts.join(' & ');
}

/** PostgreSQL keeps positions up to this value; later tokens share it. */
const MAX_POSITION = 16383;

/**
 * A tsvector literal (cast with `::tsvector`) of a post's tokens with their positions. Built here
 * rather than by to_tsvector, whose parser would split the tokens again by its own rules.
 */
export function tsvectorLiteral(tokens: readonly string[]): string {
  const positions = new Map<string, number[]>();
  tokens.forEach((token, i) => {
    const list = positions.get(token);
    const position = Math.min(i + 1, MAX_POSITION);
    if (!list) positions.set(token, [position]);
    else if (list.length < 256 && list[list.length - 1] !== position) list.push(position);
  });
  return Array.from(positions, ([token, list]) => `${lexeme(token)}:${list.join(',')}`).join(' ');
}

/** The text an FTS5 table with the 'ascii' tokenizer indexes as exactly these tokens. */
export function fts5Document(tokens: readonly string[]): string {
  return tokens.join(' ');
}
