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
  return phrasesOf(partsOf(keyword), MAX_QUERY_TOKENS).phrases;
}

/** The space-separated parts of a keyword, normalized (tokenize.ts normalizeSearchText). */
export function partsOf(keyword: string): string[] {
  return normalizeSearchText(keyword)
    .split(/\s+/)
    .filter((part) => part !== '');
}

/**
 * An alias's last word of letters this long or longer still matches as a prefix (IrvineTownhouse,
 * written joined); a shorter one is whole (LA must not find Lake).
 */
const OPEN_ALIAS_LENGTH = 5;

/**
 * A part's phrase, or null when it holds no letter or digit. `open`: the part may go on in the
 * post (what a user typed); an alias or synonym goes on only when its last word is long (see
 * OPEN_ALIAS_LENGTH), and a CJK run always matches where it starts a longer one.
 */
export function phraseOf(part: string, open = true): SearchPhrase | null {
  const runs = runsOf(part);
  const tokens: string[] = [];
  runs.forEach((run, i) => {
    if (!run.cjk) tokens.push(run.text);
    else pushCjkTokens(tokens, run.text, i < runs.length - 1 || charsOf(run.text).length === 1);
  });
  const final = runs[runs.length - 1];
  if (final === undefined) return null;
  const single = final.cjk && charsOf(final.text).length === 1;
  const long = final.text.length >= OPEN_ALIAS_LENGTH && /^\p{L}+$/u.test(final.text);
  return { tokens, prefix: single || (!final.cjk && (open || long)) };
}

/** The phrases of parts, within a budget of tokens, repeated ones dropped. */
function phrasesOf(
  parts: readonly string[],
  budget: number,
): { phrases: SearchPhrase[]; left: number } {
  const phrases: SearchPhrase[] = [];
  for (const part of parts) {
    const phrase = phraseOf(part);
    if (!phrase || budget === 0) continue;
    if (phrase.tokens.length > budget) {
      phrase.tokens.length = budget;
      phrase.prefix = false;
    }
    budget -= phrase.tokens.length;
    if (!phrases.some((p) => samePhrase(p, phrase))) phrases.push(phrase);
  }
  return { phrases, left: budget };
}

const samePhrase = (a: SearchPhrase, b: SearchPhrase) =>
  a.prefix === b.prefix && a.tokens.join(' ') === b.tokens.join(' ');

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

/**
 * A keyword as the index is asked it when it means more than it says (keyword.ts): phrases and
 * filter tokens combined with and, or, and but-not.
 */
export type SearchExpr =
  | { phrase: SearchPhrase }
  | { token: string }
  | { all: SearchExpr[] }
  | { any: SearchExpr[] }
  | { match: SearchExpr; not: SearchExpr };

/** Phrases that must all match, as an expression. */
export const allOf = (phrases: readonly SearchPhrase[]): SearchExpr => ({
  all: phrases.map((phrase) => ({ phrase })),
});

/** An FTS5 MATCH expression of `expr`, ANDed with filter tokens. */
export function fts5Expr(expr: SearchExpr, filters: readonly string[] = []): string {
  const walk = (e: SearchExpr): string => {
    if ('phrase' in e) return ftsString(e.phrase.tokens.join(' ')) + (e.phrase.prefix ? '*' : '');
    if ('token' in e) return ftsString(e.token);
    if ('all' in e) return `(${e.all.map(walk).join(' AND ')})`;
    if ('any' in e) return `(${e.any.map(walk).join(' OR ')})`;
    return `(${walk(e.match)} NOT ${walk(e.not)})`;
  };
  return [walk(expr), ...filters.map(ftsString)].join(' AND ');
}

/** A tsquery literal of `expr` over lexemes stored by `tsvectorLiteral`. */
export function tsqueryExpr(expr: SearchExpr): string {
  const walk = (e: SearchExpr): string => {
    if ('phrase' in e) return tsqueryLiteral([e.phrase]);
    if ('token' in e) return lexeme(e.token);
    if ('all' in e) return `(${e.all.map(walk).join(' & ')})`;
    if ('any' in e) return `(${e.any.map(walk).join(' | ')})`;
    return `(${walk(e.match)} & !${walk(e.not)})`;
  };
  return walk(expr);
}
