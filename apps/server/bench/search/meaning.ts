/**
 * Measures the query set of meaning-set.ts against the public search's own pieces: the live
 * tokens and filter tokens in a contentless FTS5 table built as posts_fts is
 * (fts5-index.repository.ts), the lexicon of the seeded regions, categories and synonyms, and
 * the two walks of the list (exact matches, then the expanded ones), newest first. PostgreSQL
 * asks the same expressions as a tsquery; the API suite checks both dialects agree.
 */
import SQLite from 'better-sqlite3';
import * as OpenCC from 'opencc-js/cn2t';
import { categorySeed } from '../../src/db/seed/categories';
import { paramConfigSeed } from '../../src/db/seed/param-config';
import { regionAliasSeed } from '../../src/db/seed/regions';
import { searchKeyword } from '../../src/modules/posts/search/keyword';
import { buildLexicon, type Lexicon } from '../../src/modules/posts/search/lexicon';
import {
  allOf,
  fts5Document,
  fts5Expr,
  type SearchExpr,
} from '../../src/modules/posts/search/query';
import { filterToken, postSearchTokens } from '../../src/modules/posts/search/tokenize';
import { generatePosts } from '../posts-data';
import {
  intentQueries,
  joinedQueries,
  placeQueries,
  simplifiedQueries,
  traditionalQueries,
} from './meaning-set';

export interface CorpusPost {
  id: number;
  category: string;
  /** As generated: Simplified, Chinese place names, the generator's spellings. */
  original: string;
  /** As stored: a share rewritten (variantOf). */
  title: string;
  content: string;
}

const toTaiwan = OpenCC.Converter({ from: 'cn', to: 'twp' });
const toHongKong = OpenCC.Converter({ from: 'cn', to: 'hk' });

/** A number from 0 to 99 fixed by the post and a salt: which rewrites a post gets. */
const share = (id: number, salt: number) => ((id * 2654435761 + salt * 40503) >>> 0) % 100;

/**
 * How a post is stored: 20% in Taiwan Traditional with its phrases (軟體), 10% in Hong Kong
 * Traditional; a third with English place names; half with the other spelling of H1B, W2 and
 * iPhone 15.
 */
export function variantOf(text: string, id: number): string {
  let out = text;
  if (share(id, 1) < 33) {
    for (const place of placeQueries) out = out.replaceAll(place.chinese, ` ${place.english} `);
  }
  if (share(id, 2) < 50) {
    for (const joined of joinedQueries) out = out.replace(joined.from, joined.to);
  }
  const script = share(id, 3);
  if (script < 20) return toTaiwan(out);
  if (script < 30) return toHongKong(out);
  return out;
}

export function corpus(count: number): CorpusPost[] {
  const posts: CorpusPost[] = [];
  for (const post of generatePosts({ count })) {
    if (post.status !== 'published') continue;
    posts.push({
      id: post.id,
      category: post.category,
      original: `${post.title}\n${post.content}`,
      title: variantOf(post.title, post.id),
      content: variantOf(post.content, post.id),
    });
  }
  return posts;
}

/** The lexicon a freshly seeded database holds. */
export function seededLexicon(): { lexicon: Lexicon; categoryId: (name: string) => number } {
  const categories = categorySeed.map((c, i) => ({ id: i + 1, name: c.name }));
  const lexicon = buildLexicon({
    regions: Object.entries(regionAliasSeed).map(([name, [nameEn, pinyin]]) => ({
      name,
      nameEn,
      pinyin,
    })),
    categories,
    synonyms: paramConfigSeed.searchSynonyms ?? '',
  });
  return { lexicon, categoryId: (name) => categories.find((c) => c.name === name)!.id };
}

export interface SearchResult {
  ids: number[];
  /** How many of `ids` are exact matches (they come first). */
  exact: number;
}

export interface CorpusSearch {
  search(keyword: string): SearchResult;
  /** The list's first page: the newest `limit` exact matches, then expanded ones. */
  firstPage(keyword: string, limit: number): number[];
  close(): void;
}

/** An in-memory public index of the corpus and the list's search over it. */
export function searchOver(posts: readonly CorpusPost[]): CorpusSearch {
  const { lexicon, categoryId } = seededLexicon();
  const db = new SQLite(':memory:');
  db.exec(
    `CREATE VIRTUAL TABLE t USING fts5(terms, content='', contentless_delete=1, tokenize='ascii', prefix='1')`,
  );
  const insert = db.prepare('INSERT INTO t(rowid, terms) VALUES (?, ?)');
  db.transaction(() => {
    for (const post of posts) {
      const filters = [filterToken('category', categoryId(post.category))];
      insert.run(post.id, fts5Document(postSearchTokens(post.title, post.content, filters)));
    }
  })();
  const select = db.prepare('SELECT rowid FROM t WHERE t MATCH ? ORDER BY rowid DESC');
  const walk = (expr: SearchExpr) => select.pluck().all(fts5Expr(expr)) as number[];
  const page = db.prepare('SELECT rowid FROM t WHERE t MATCH ? ORDER BY rowid DESC LIMIT ?');
  const walkPage = (expr: SearchExpr, limit: number) =>
    page.pluck().all(fts5Expr(expr), limit) as number[];
  return {
    search(keyword: string): SearchResult {
      const search = searchKeyword(keyword, lexicon);
      if (!search) return { ids: [], exact: 0 };
      const exact = allOf(search.exact);
      const first = walk(exact);
      if (!search.expanded) return { ids: first, exact: first.length };
      return {
        ids: [...first, ...walk({ match: search.expanded, not: exact })],
        exact: first.length,
      };
    },
    firstPage(keyword, limit) {
      const search = searchKeyword(keyword, lexicon);
      if (!search) return [];
      const exact = allOf(search.exact);
      const first = walkPage(exact, limit);
      if (!search.expanded || first.length >= limit) return first;
      return [...first, ...walkPage({ match: search.expanded, not: exact }, limit - first.length)];
    },
    close: () => {
      db.close();
    },
  };
}

const lower = (text: string) => text.normalize('NFKC').toLowerCase();

/** Posts whose original text holds every space-separated part of `keyword`. */
const holding = (posts: readonly CorpusPost[], keyword: string) => {
  const parts = lower(keyword).split(/\s+/);
  return new Set(
    posts.filter((p) => parts.every((part) => lower(p.original).includes(part))).map((p) => p.id),
  );
};

const ratio = (n: number, d: number) => (d === 0 ? 1 : n / d);
const countIn = (ids: Iterable<number>, set: Set<number>) => {
  let n = 0;
  for (const id of ids) if (set.has(id)) n++;
  return n;
};

export interface Figure {
  query: string;
  relevant: number;
  found: number;
  recall: number;
  precision?: number;
  /** Traditional queries: the share of what the Simplified form finds. */
  ofSimplified?: number;
}

export interface MeaningFigures {
  posts: number;
  traditional: Figure[];
  places: Figure[];
  joined: Figure[];
  intent: Figure[];
  simplified: Figure[];
}

export const PAGE = 20;

/** Recall and precision of everything `query` found against the posts that hold its words. */
function figure(query: string, found: readonly number[], relevant: Set<number>): Figure {
  return {
    query,
    relevant: relevant.size,
    found: found.length,
    recall: ratio(countIn(found, relevant), relevant.size),
    precision: ratio(countIn(found, relevant), found.length),
  };
}

/** Every figure of the query set over `posts`. */
export function measure(posts: readonly CorpusPost[]): MeaningFigures {
  const index = searchOver(posts);
  try {
    const traditional = traditionalQueries.map(([trad, simp]) => {
      const relevant = holding(posts, simp);
      const found = index.search(trad).ids;
      const bySimplified = new Set(index.search(simp).ids);
      return {
        ...figure(`${trad} (${simp})`, found, relevant),
        ofSimplified: ratio(countIn(found, bySimplified), bySimplified.size),
      };
    });
    const places = placeQueries.flatMap((place) => {
      const relevant = new Set([
        ...holding(posts, place.chinese),
        ...holding(posts, place.english),
      ]);
      return place.queries.map((query) => figure(query, index.search(query).ids, relevant));
    });
    const joined = joinedQueries.flatMap((spelling) => {
      const relevant = new Set(
        posts.filter((p) => spelling.pattern.test(lower(p.original))).map((p) => p.id),
      );
      return spelling.queries.map((query) => figure(query, index.search(query).ids, relevant));
    });
    const intent = intentQueries.map((q) => {
      const meant = new Set(
        posts
          .filter(
            (p) => p.category === q.category || q.words.some((w) => lower(p.original).includes(w)),
          )
          .map((p) => p.id),
      );
      const found = index.search(q.query).ids;
      const page = found.slice(0, PAGE);
      return {
        query: q.query,
        relevant: meant.size,
        found: found.length,
        recall: ratio(countIn(found, meant), meant.size),
        precision: ratio(countIn(page, meant), page.length),
      };
    });
    const simplified = simplifiedQueries.map((query) => {
      const relevant = holding(posts, query);
      const result = index.search(query);
      // Expanded matches are meant to hold other words: precision is the exact ones'.
      const exact = result.ids.slice(0, result.exact);
      return {
        query,
        relevant: relevant.size,
        found: exact.length,
        recall: ratio(countIn(result.ids, relevant), relevant.size),
        precision: ratio(countIn(exact, relevant), exact.length),
      };
    });
    return { posts: posts.length, traditional, places, joined, intent, simplified };
  } finally {
    index.close();
  }
}

/** The mean of a figure over queries. */
type Measured = 'recall' | 'precision' | 'ofSimplified';

export const mean = (figures: readonly Figure[], key: Measured) =>
  figures.reduce((sum, f) => sum + (f[key] ?? 0), 0) / Math.max(1, figures.length);

/** The lowest of a figure over queries. */
export const lowest = (figures: readonly Figure[], key: Measured) =>
  Math.min(...figures.map((f) => f[key] ?? 1));
