/**
 * The search tokens as migrations 011 and 023 wrote them: version 1 of
 * modules/posts/search/tokenize.ts and the document formats of search/query.ts, frozen here so
 * that changing the live tokenizer never changes what an old migration did. Never edit this
 * file: a later tokenizer is a new version of the live code, rebuilt by `npm run rebuild`.
 */

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30FC\\p{Script=Hangul}';
const RUN = new RegExp(`([${CJK}]+)|(?:(?![${CJK}])[\\p{L}\\p{N}])+`, 'gu');
const MAX_WORD_LENGTH = 32;
const MAX_POSITION = 16383;

/** NFKC, lower case; each CJK run as its overlapping pairs and its last character; words cut at 32. */
function textTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.normalize('NFKC').toLowerCase().matchAll(RUN)) {
    if (match[1] === undefined) {
      tokens.push(match[0].slice(0, MAX_WORD_LENGTH));
      continue;
    }
    const chars = Array.from(match[0]);
    for (let i = 0; i + 1 < chars.length; i++) tokens.push(chars[i]! + chars[i + 1]!);
    tokens.push(chars[chars.length - 1]!);
  }
  return tokens;
}

/** A post's text tokens: title, then content, each on its own. */
export const postTokens = (post: { title: string; content: string }) => [
  ...textTokens(post.title),
  ...textTokens(post.content),
];

/** A post's filter tokens: its category and its region at every level. */
export function filterTokens(post: {
  category_id: number;
  country_id: number;
  state_id: number | null;
  metro_id: number | null;
}): string[] {
  const tokens = [`\uE000c${post.category_id}`];
  for (const id of [post.country_id, post.state_id, post.metro_id]) {
    if (id !== null) tokens.push(`\uE000r${id}`);
  }
  return tokens;
}

/** The text an FTS5 table with the 'ascii' tokenizer indexes as exactly these tokens. */
export const fts5Document = (tokens: readonly string[]) => tokens.join(' ');

/** A tsvector literal of the tokens with their positions. */
export function tsvectorLiteral(tokens: readonly string[]): string {
  const lexeme = (token: string) => `'${token.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  const positions = new Map<string, number[]>();
  tokens.forEach((token, i) => {
    const list = positions.get(token);
    const position = Math.min(i + 1, MAX_POSITION);
    if (!list) positions.set(token, [position]);
    else if (list.length < 256 && list[list.length - 1] !== position) list.push(position);
  });
  return Array.from(positions, ([token, list]) => `${lexeme(token)}:${list.join(',')}`).join(' ');
}
