/**
 * SQLite candidates on a temporary file opened as the app opens it (WAL, synchronous NORMAL): a
 * LIKE scan, FTS5's trigram tokenizer, and FTS5 over the bigram tokens of tokenize.ts, queried as
 * phrases and as a plain AND of tokens, and in the chosen form: with a one-character prefix index
 * and the post's region as a filter token.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { fts5Document, fts5Match, parseKeyword } from '../../src/modules/posts/search/query';
import { filterToken, postSearchTokens } from '../../src/modules/posts/search/tokenize';
import type { GeneratedPost } from '../posts-data';
import { places } from '../posts-data/places';
import { containsPattern, type Candidate, type Target } from './candidate';
import { timed } from './measure';
import { keywordParts, type Search } from './queries';

const PAGE = `ORDER BY id DESC LIMIT 20`;

interface Row {
  id: number;
  title: string;
  content: string;
  region: string;
}

/** The bench's stand-in for a region id: the metro's place in the generator's list. */
const regionId = (name: string) => places.findIndex(([place]) => place.region === name) + 1;

export function sqliteTarget(): Target {
  const dir = mkdtempSync(join(tmpdir(), 'huaren-search-'));
  const db = new SQLite(join(dir, 'bench.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(`CREATE TABLE posts (
    id INTEGER PRIMARY KEY, category TEXT NOT NULL, region TEXT NOT NULL,
    status TEXT NOT NULL, created_at INTEGER NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL
  )`);
  const insertPost = db.prepare(
    'INSERT INTO posts (id, category, region, status, created_at, title, content) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertAll = db.transaction((posts: readonly GeneratedPost[]) => {
    for (const p of posts) {
      insertPost.run(p.id, p.category, p.region, p.status, p.createdAt, p.title, p.content);
    }
  });
  /** A table's pages, with its shadow tables (FTS5 keeps an index in posts_fts_data, …). */
  const bytesOf = (table: string, shadows = true) =>
    db
      .prepare(`SELECT coalesce(sum(pgsize), 0) FROM dbstat WHERE name = ? OR (? AND name GLOB ?)`)
      .pluck()
      .get(table, shadows ? 1 : 0, `${table}_*`) as number;
  const plan = (sql: string, ...params: unknown[]) =>
    (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Array<{ detail: string }>)
      .map((row) => row.detail)
      .join('; ');

  /**
   * A candidate is how it finds the keyword's matches (`from` joined to posts as p, `where`) and
   * the id it walks newest first; the status and region filters are the list's own.
   */
  interface Shape {
    from: string;
    id: string;
    where: string;
    params: unknown[];
  }
  const candidate = (
    name: string,
    shape: (search: Search) => Shape,
    build: Candidate['build'],
  ): Candidate => {
    const sql = (search: Search, select: string, status: boolean, order = '') => {
      const s = shape(search);
      const filters = [s.where];
      if (status) filters.push(`p.status = 'published'`);
      if (search.region !== undefined) filters.push('p.region = ?');
      const params = search.region === undefined ? s.params : [...s.params, search.region];
      const text = `SELECT ${select.replace('$id', s.id)} FROM ${s.from} WHERE ${filters.join(' AND ')}`;
      return { text: order ? `${text} ORDER BY ${s.id} DESC LIMIT 20` : text, params };
    };
    const run = (q: { text: string; params: unknown[] }) => db.prepare(q.text);
    return {
      name,
      build,
      ids: async (search) => {
        const q = sql(search, '$id', false);
        return run(q)
          .pluck()
          .all(...q.params) as number[];
      },
      page: async (search) => {
        const q = sql(search, 'p.id, p.title', true, 'page');
        return run(q).all(...q.params);
      },
      count: async (search) => {
        const q = sql(search, 'count(*)', true);
        return run(q)
          .pluck()
          .get(...q.params);
      },
      plan: async (search) => {
        const q = sql(search, 'p.id, p.title', true, 'page');
        return plan(q.text, ...q.params);
      },
    };
  };

  /** One condition per keyword part, each with its own LIKE pattern. */
  const like = candidate(
    'LIKE scan',
    (search) => {
      const parts = keywordParts(search.keyword);
      const where = parts.map(() => `(p.title LIKE ? ESCAPE '\\' OR p.content LIKE ? ESCAPE '\\')`);
      const params = parts.flatMap((part) => [containsPattern(part), containsPattern(part)]);
      return { from: 'posts p', id: 'p.id', where: where.join(' AND '), params };
    },
    async () => ({ ms: 0, bytes: 0 }),
  );

  /** FTS5 as the outer loop, in its rowid order (the post id): the join looks up one page. */
  const ftsCandidate = (
    name: string,
    table: string,
    match: (search: Search) => string,
    build: Candidate['build'],
  ) =>
    candidate(
      name,
      (search) => ({
        from: `${table} JOIN posts p ON p.id = ${table}.rowid`,
        id: `${table}.rowid`,
        where: `${table} MATCH ?`,
        params: [match(search)],
      }),
      build,
    );

  // The trigram table reads the text from posts (external content): the index is all it adds.
  const trigramMatch = (search: Search) =>
    keywordParts(search.keyword)
      .map((part) => `"${part.replaceAll('"', '""')}"`)
      .join(' AND ');
  const trigram = ftsCandidate('FTS5 trigram', 'posts_trigram', trigramMatch, async () => {
    db.exec(`CREATE VIRTUAL TABLE posts_trigram USING fts5(
      title, content, content='posts', content_rowid='id', tokenize='trigram')`);
    const { ms } = await timed(() =>
      db.exec(`INSERT INTO posts_trigram(posts_trigram) VALUES ('rebuild')`),
    );
    return { ms, bytes: bytesOf('posts_trigram') };
  });

  const built = new Map<string, { ms: number; bytes: number }>();
  /**
   * Contentless: the tokens are indexed, not stored; contentless_delete lets a post's row be
   * updated and deleted. The 'ascii' tokenizer splits on the spaces between tokens and nothing else.
   * `prefix='1'` adds an index of every token's first character, for one-character keywords;
   * `filters` adds each post's region token, so that FTS5 intersects a keyword with the region.
   */
  const buildBigrams =
    (table: string, options = '', filters = false) =>
    async () => {
      const done = built.get(table);
      if (done) return done;
      db.exec(`CREATE VIRTUAL TABLE ${table} USING fts5(
      terms, content='', contentless_delete=1, tokenize='ascii'${options})`);
      const next = db.prepare(
        'SELECT id, title, content, region FROM posts WHERE id > ? ORDER BY id LIMIT 5000',
      );
      const add = db.prepare(`INSERT INTO ${table}(rowid, terms) VALUES (?, ?)`);
      const addAll = db.transaction((rows: Row[]) => {
        for (const r of rows) {
          const tokens = filters ? [filterToken('region', regionId(r.region))] : [];
          add.run(r.id, fts5Document(postSearchTokens(r.title, r.content, tokens)));
        }
      });
      const { ms } = await timed(() => {
        for (let last = 0; ;) {
          const rows = next.all(last) as Row[];
          if (rows.length === 0) break;
          addAll(rows);
          last = rows[rows.length - 1]!.id;
        }
      });
      built.set(table, { ms, bytes: bytesOf(table) });
      return built.get(table)!;
    };
  const phrase = ftsCandidate(
    'FTS5 bigrams, phrase',
    'posts_fts',
    (search) => fts5Match(parseKeyword(search.keyword)),
    buildBigrams('posts_fts'),
  );
  const and = ftsCandidate(
    'FTS5 bigrams, AND',
    'posts_fts',
    (search) => fts5Match(parseKeyword(search.keyword), { mode: 'and' }),
    buildBigrams('posts_fts'),
  );
  const chosen = ftsCandidate(
    "FTS5 bigrams, phrase, prefix='1', region tokens",
    'posts_fts_filtered',
    (search) =>
      fts5Match(parseKeyword(search.keyword), {
        filters:
          search.region === undefined ? [] : [filterToken('region', regionId(search.region))],
      }),
    buildBigrams('posts_fts_filtered', `, prefix='1'`, true),
  );

  return {
    dialect: 'sqlite',
    insert: async (posts) => insertAll(posts),
    seeded: async () => {
      // The list's own indexes (the posts migration has them): published posts in id order.
      db.exec('CREATE INDEX posts_latest_idx ON posts (status, id)');
      db.exec('CREATE INDEX posts_region_latest_idx ON posts (status, region, id)');
      db.exec('ANALYZE');
      db.pragma('wal_checkpoint(TRUNCATE)');
      return { tableBytes: bytesOf('posts', false) };
    },
    candidates: [like, trigram, phrase, and, chosen],
    plainPage: async () =>
      db.prepare(`SELECT id, title FROM posts WHERE status = 'published' ${PAGE}`).all(),
    plainCount: async () =>
      db.prepare(`SELECT count(*) FROM posts WHERE status = 'published'`).pluck().get(),
    version: async () => `SQLite ${db.prepare('SELECT sqlite_version()').pluck().get() as string}`,
    close: async () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
