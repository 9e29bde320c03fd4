/**
 * PostgreSQL candidates in a database of their own, dropped afterwards (pg_trgm is installed in it
 * and goes with it): an ILIKE scan, pg_trgm's GIN index under ILIKE, and a tsvector of the bigram
 * tokens of tokenize.ts under GIN, queried as phrases and as a plain AND of tokens, and in the
 * chosen form: phrases, the newest posts checked first.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  parseKeyword,
  tsqueryLiteral,
  tsvectorLiteral,
} from '../../src/modules/posts/search/query';
import { postSearchTokens } from '../../src/modules/posts/search/tokenize';
import { runStatement } from '../targets';
import type { GeneratedPost } from '../posts-data';
import { containsPattern, type Candidate, type Target } from './candidate';
import { mb, timed } from './measure';
import { keywordParts, type Search } from './queries';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  Plans?: PlanNode[];
}

/** "Limit > Index Scan Backward (posts_pkey)": the plan's nodes, outermost first. */
function describePlan(node: PlanNode): string {
  const name =
    node['Node Type'] +
    (node['Scan Direction'] === 'Backward' ? ' Backward' : '') +
    (node['Index Name'] ? ` (${node['Index Name']})` : '');
  const children = (node.Plans ?? []).map(describePlan);
  return children.length === 0 ? name : `${name} > ${children.join(' + ')}`;
}

export async function postgresTarget(url: string): Promise<Target> {
  const database = `search_bench_${randomBytes(4).toString('hex')}`;
  const admin = (statement: string) => runStatement(url, statement);
  await admin(`CREATE DATABASE ${database}`);
  const scoped = new URL(url);
  scoped.pathname = `/${database}`;
  const db = new pg.Client({ connectionString: scoped.toString() });
  await db.connect();
  await db.query(`CREATE EXTENSION pg_trgm`);
  await db.query(`CREATE TABLE posts (
    id integer PRIMARY KEY, category text NOT NULL, region text NOT NULL, status text NOT NULL,
    created_at bigint NOT NULL, title text NOT NULL, content text NOT NULL, terms tsvector NOT NULL
  )`);
  const one = async (sql: string, params: unknown[] = []) =>
    (await db.query(sql, params)).rows[0] as Record<string, unknown>;
  const bytes = async (expression: string) => Number((await one(`SELECT ${expression} AS n`)).n);

  const explain = async (sql: string, params: unknown[]) => {
    const row = await one(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    return describePlan((row['QUERY PLAN'] as Array<{ Plan: PlanNode }>)[0]!.Plan);
  };

  /** One condition per keyword part on the given text, each with its own ILIKE pattern. */
  const ilike = (keyword: string, texts: readonly string[]) => {
    const parts = keywordParts(keyword);
    const where = parts.map((_, i) => `(${texts.map((t) => `${t} ILIKE $${i + 1}`).join(' OR ')})`);
    return { where: where.join(' AND '), params: parts.map(containsPattern) };
  };
  /** The list's filters after a keyword's condition: published, and the region when given. */
  const listFilter = (search: Search, keywordParams: unknown[], published = true) => {
    const filters = published ? [`status = 'published'`] : ['true'];
    const params = [...keywordParams];
    if (search.region !== undefined) {
      params.push(search.region);
      filters.push(`region = $${params.length}`);
    }
    return { filter: filters.join(' AND '), params };
  };
  const candidate = (
    name: string,
    condition: (keyword: string) => { where: string; params: unknown[] },
    build: Candidate['build'],
  ): Candidate => {
    const sql = (search: Search, select: string, status: boolean, order = '') => {
      const c = condition(search.keyword);
      const { filter, params } = listFilter(search, c.params, status);
      const text = `SELECT ${select} FROM posts WHERE ${c.where} AND ${filter}`;
      return { text: order ? `${text} ORDER BY id DESC LIMIT 20` : text, params };
    };
    return {
      name,
      build,
      ids: async (search) => {
        const q = sql(search, 'id', false);
        return (await db.query(q.text, q.params)).rows.map((r: { id: number }) => r.id);
      },
      page: async (search) => {
        const q = sql(search, 'id, title', true, 'page');
        return (await db.query(q.text, q.params)).rows;
      },
      count: async (search) => {
        const q = sql(search, 'count(*)', true);
        return one(q.text, q.params);
      },
      plan: async (search) => {
        const q = sql(search, 'id, title', true, 'page');
        return explain(q.text, q.params);
      },
    };
  };

  const scan = candidate(
    'ILIKE scan',
    (k) => ilike(k, ['title', 'content']),
    async () => ({ ms: 0, bytes: 0 }),
  );
  const trigram = candidate(
    'pg_trgm GIN, ILIKE',
    (k) => ilike(k, [`(title || ' ' || content)`]),
    async () => {
      const { ms } = await timed(() =>
        db.query(
          `CREATE INDEX posts_trgm ON posts USING gin ((title || ' ' || content) gin_trgm_ops)`,
        ),
      );
      await db.query('ANALYZE posts');
      return { ms, bytes: await bytes(`pg_relation_size('posts_trgm')`) };
    },
  );
  let ginBuild: Awaited<ReturnType<Candidate['build']>> | undefined;
  const buildGin = async () => {
    if (ginBuild) return ginBuild;
    const { ms } = await timed(() =>
      db.query(`CREATE INDEX posts_terms ON posts USING gin (terms)`),
    );
    const column = await one(
      `SELECT sum(pg_column_size(terms)) AS positions, sum(pg_column_size(strip(terms))) AS bare FROM posts`,
    );
    const note = `plus the tsvector column: ${mb(Number(column.positions))} MB (${mb(Number(column.bare))} MB without positions)`;
    return (ginBuild = { ms, bytes: await bytes(`pg_relation_size('posts_terms')`), note });
  };
  const tsquery = (mode: 'phrase' | 'and') => (k: string) => ({
    where: `terms @@ $1::tsquery`,
    params: [tsqueryLiteral(parseKeyword(k), { mode })],
  });
  const phrase = candidate('tsvector GIN, phrase', tsquery('phrase'), buildGin);
  const and = candidate('tsvector GIN, AND', tsquery('and'), buildGin);

  /*
   * The planner estimates a phrase as if its tokens were independent (法拉 and 拉盛 together: 7% ×
   * 7%), so for a common word it may pick the GIN bitmap and sort every match; and for a keyword
   * common elsewhere but rare in the filtered region it walks the region's every post. Checking a
   * window of the newest posts first bounds the first case. The rest is read through the indexes
   * only (a materialized CTE has no LIMIT to tempt the planner into walking): the GIN bitmap,
   * ANDed with the filter's index when that is cheaper, so only matches are read. (`id + 0`: the
   * planner cannot tell how many posts are older than the window and would AND in a bitmap of them.)
   */
  const windowed = (search: Search, window: number) => {
    const { filter, params } = listFilter(search, [tsqueryLiteral(parseKeyword(search.keyword))]);
    const recent = `SELECT id, title FROM (
        SELECT id, title, terms FROM posts WHERE ${filter} ORDER BY id DESC LIMIT ${window}
      ) recent WHERE terms @@ $1::tsquery ORDER BY id DESC LIMIT 20`;
    const older = `WITH matches AS MATERIALIZED (
        SELECT id, title FROM posts WHERE ${filter} AND terms @@ $1::tsquery
          AND id + 0 < (SELECT id FROM posts WHERE ${filter} ORDER BY id DESC OFFSET ${window - 1} LIMIT 1)
      ) SELECT id, title FROM matches ORDER BY id DESC LIMIT $${params.length + 1}`;
    return { recent, older, params };
  };
  const windowFirst = (window: number): Candidate => ({
    ...phrase,
    name: `tsvector GIN, phrase, window ${window}`,
    async page(search) {
      const { recent, older, params } = windowed(search, window);
      const rows = (await db.query(recent, params)).rows;
      if (rows.length === 20) return rows;
      return [...rows, ...(await db.query(older, [...params, 20 - rows.length])).rows];
    },
    plan: async (search) => {
      const { older, params } = windowed(search, window);
      return `then ${await explain(older, [...params, 20])}`;
    },
  });

  return {
    dialect: 'postgres',
    async insert(posts: readonly GeneratedPost[]) {
      const columns = [
        posts.map((p) => p.id),
        posts.map((p) => p.category),
        posts.map((p) => p.region),
        posts.map((p) => p.status),
        posts.map((p) => p.createdAt),
        posts.map((p) => p.title),
        posts.map((p) => p.content),
        posts.map((p) => tsvectorLiteral(postSearchTokens(p.title, p.content))),
      ];
      await db.query(
        `INSERT INTO posts (id, category, region, status, created_at, title, content, terms)
         SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::bigint[],
           $6::text[], $7::text[], $8::tsvector[])`,
        columns,
      );
    },
    async seeded() {
      // The list's own indexes (the posts migration has them): published posts in id order.
      await db.query('CREATE INDEX posts_latest_idx ON posts (status, id)');
      await db.query('CREATE INDEX posts_region_latest_idx ON posts (status, region, id)');
      await db.query('VACUUM ANALYZE posts');
      return { tableBytes: await bytes(`pg_table_size('posts')`) };
    },
    candidates: [scan, trigram, phrase, and, windowFirst(5000)],
    plainPage: () =>
      db.query(`SELECT id, title FROM posts WHERE status = 'published' ORDER BY id DESC LIMIT 20`),
    plainCount: () => db.query(`SELECT count(*) FROM posts WHERE status = 'published'`),
    version: async () => `PostgreSQL ${String((await one('SHOW server_version')).server_version)}`,
    async close() {
      await db.end();
      await admin(`DROP DATABASE ${database} WITH (FORCE)`);
    },
  };
}
