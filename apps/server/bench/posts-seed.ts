/**
 * Loads the benchmark's posts (bench/posts-data) into a migrated database as fast as each driver
 * allows: SQLite through one prepared statement per table in transactions of BATCH rows,
 * PostgreSQL through `insert … select from unnest(arrays)` (one statement per batch). The list
 * indexes are dropped first and built once at the end, which is several times faster than
 * keeping them up to date row by row.
 */
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../src/db/database';
import { DAY_MS } from '../src/lib/clock';
import { createCatalog } from '../src/core/site/catalog';
import { createSearchIndex } from '../src/modules/posts/search/create-search-index';
import type { IndexedPost } from '../src/modules/posts/search/search-index';
import { listedTerms } from '../src/modules/posts/search/prefix-terms.repository';
import { answerRows, type AnswerRow } from '../src/modules/posts/fields/answers';
import type { CategoryField, FieldValues } from '@huaren/contract';
import { generatePosts, type GeneratedPost } from './posts-data';
import { secondaryIndexes, type IndexDefinition } from './post-indexes';
import { createRng } from './posts-data/random';

const BATCH = 5000;
const USERS = 2000;
const LIFE_MS = 30 * DAY_MS;

export type SeedTarget = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

/** The posts columns the seed writes, in the order of a row's values, with their PostgreSQL types. */
const COLUMN_TYPES = {
  id: 'int',
  user_id: 'int',
  category_id: 'int',
  region_id: 'int',
  country_id: 'int',
  state_id: 'int',
  metro_id: 'int',
  title: 'text',
  content: 'text',
  images: 'text',
  thumb_url: 'text',
  image_count: 'int',
  contact_phone: 'text',
  contact_wechat: 'text',
  price: 'bigint',
  status: 'text',
  view_count: 'int',
  reply_count: 'int',
  like_count: 'int',
  created_at: 'bigint',
  updated_at: 'bigint',
  expires_at: 'bigint',
  fields: 'text',
} as const;
const COLUMNS = Object.keys(COLUMN_TYPES);
const PG_TYPES = Object.values(COLUMN_TYPES);

/**
 * Seeds `count` posts created over the 29 days before `now` (so every published one is live, the
 * hardest case for the lists), with 2000 authors and skewed reply and like counts.
 */
export async function seedPosts(
  db: Db,
  target: SeedTarget,
  count: number,
  now: number,
  progress: (text: string) => void,
): Promise<void> {
  const catalog = await createCatalog(db).snapshot();
  const names = await db.selectFrom('regions').select(['id', 'name']).execute();
  const cats = await db.selectFrom('categories').select(['id', 'name']).execute();
  const regionId = new Map(names.map((r) => [r.name, r.id]));
  const categoryId = new Map(cats.map((c) => [c.name, c.id]));
  await insertUsers(db, now);

  const indexes = await secondaryIndexes(db, target.dialect);
  for (const { name } of indexes) await db.schema.dropIndex(name).execute();
  const gapMs = Math.floor((29 * DAY_MS) / count);
  const rng = createRng(7);
  const skewed = (max: number) => Math.floor(rng() ** 4 * max);
  const indexedOf = (p: GeneratedPost): IndexedPost => {
    const place = catalog.place(regionId.get(p.region)!)!;
    return {
      title: p.title.slice(0, 50),
      content: p.content,
      category_id: categoryId.get(p.category)!,
      country_id: place.countryId,
      state_id: place.stateId,
      metro_id: place.metroId,
    };
  };
  const answersOf = fieldAnswers(catalog.category(categoryId.get('房屋租售')!)!.fields);
  const rowOf = (p: GeneratedPost): SeedRow => {
    const post = indexedOf(p);
    const answers = p.category === '房屋租售' ? answersOf(p.id) : null;
    const expires = p.status === 'expired' ? p.createdAt - 1 : p.createdAt + LIFE_MS;
    const values = [
      p.id,
      1 + (p.id % USERS),
      post.category_id,
      regionId.get(p.region)!,
      post.country_id,
      post.state_id,
      post.metro_id,
      post.title,
      post.content,
      '[]',
      null,
      0,
      '+17185550123',
      null,
      p.price === null ? null : p.price * 100,
      p.status,
      skewed(2000),
      skewed(60),
      skewed(200),
      p.createdAt,
      p.createdAt,
      expires,
      answers ? JSON.stringify(answers.values) : '{}',
    ];
    // The app indexes published posts only; every generated published post is live.
    return {
      values,
      indexed: p.status === 'published' ? post : null,
      answers: answers?.rows ?? [],
    };
  };
  const load = target.dialect === 'sqlite' ? sqliteLoader(target.file) : postgresLoader(target.url);
  await load.prepare();
  const started = performance.now();
  let batch: SeedRow[] = [];
  let done = 0;
  for (const post of generatePosts({ count, startAt: now - 29 * DAY_MS, gapMs })) {
    batch.push(rowOf(post));
    if (batch.length === BATCH) {
      await load.insert(batch);
      done += batch.length;
      batch = [];
      if (done % 100_000 === 0) progress(`  ${done} posts (${secondsSince(started)} s)`);
    }
  }
  if (batch.length) await load.insert(batch);
  progress(`  ${count} posts inserted in ${secondsSince(started)} s; building indexes`);
  const indexed = performance.now();
  await load.finish(db, indexes);
  progress(`  indexes built in ${secondsSince(indexed)} s`);
}

const secondsSince = (t: number) => ((performance.now() - t) / 1000).toFixed(0);

async function insertUsers(db: Db, now: number): Promise<void> {
  for (let first = 1; first <= USERS; first += 500) {
    const rows = Array.from({ length: Math.min(500, USERS - first + 1) }, (_, i) => ({
      nick_name: `用户${first + i}`,
      email: `bench${first + i}@example.com`,
      phone: null,
      wechat: null,
      password_hash: 'scrypt$unusable',
      created_at: now,
      updated_at: now,
    }));
    await db.insertInto('users').values(rows).execute();
  }
}

/**
 * A housing post's answers to its seeded fields (decision 0041), spread evenly by its id: the
 * filtered list's scenario asks for two of them.
 */
function fieldAnswers(fields: readonly CategoryField[]) {
  const kinds = ['整租', '合租', '单间', '床位'];
  return (id: number): { values: FieldValues; rows: AnswerRow[] } => {
    const values: FieldValues = {
      rental_type: kinds[id % 4]!,
      bedrooms: (id >> 2) % 4,
      move_in: `2026-12-${String(1 + (id % 28)).padStart(2, '0')}`,
      credit_check: (id >> 4) % 2 === 0,
    };
    const rows = fields.flatMap((f) =>
      values[f.key] === undefined ? [] : answerRows(f, values[f.key]!),
    );
    return { values, rows };
  };
}

/**
 * A posts row in COLUMNS order, what the keyword index holds of it (null: nothing) and its
 * answers' filter rows.
 */
interface SeedRow {
  values: unknown[];
  indexed: IndexedPost | null;
  answers: AnswerRow[];
}

interface Loader {
  /** Before the first row: drop what the bulk load would otherwise maintain row by row. */
  prepare(): Promise<void>;
  insert(rows: SeedRow[]): Promise<void>;
  /** After the last row: build `indexes` again and leave the database ready to query. */
  finish(db: Db, indexes: readonly IndexDefinition[]): Promise<void>;
}

function sqliteLoader(file: string): Loader {
  const conn = new SQLite(file);
  conn.pragma('journal_mode = WAL');
  conn.pragma('synchronous = OFF');
  const insertPost = conn.prepare(
    `insert into posts (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`,
  );
  const index = createSearchIndex('sqlite');
  const insertTerms = conn.prepare('insert into posts_fts (rowid, terms) values (?, ?)');
  const insertWord = conn.prepare('insert or ignore into search_terms (term) values (?)');
  const insertAnswer = conn.prepare(
    'insert into post_field_values (post_id, field_id, num, num2, text) values (?, ?, ?, ?, ?)',
  );
  const insertAll = conn.transaction((rows: SeedRow[]) => {
    for (const row of rows) {
      insertPost.run(...row.values);
      if (row.indexed) {
        const document = index.document(row.indexed);
        insertTerms.run(row.values[0], document);
        // What the app's writes record (search/prefix-terms.repository.ts); tokens hold no space.
        for (const word of listedTerms(document.split(' '))) insertWord.run(word);
      }
      for (const a of row.answers)
        insertAnswer.run(row.values[0], a.field_id, a.num, a.num2, a.text);
    }
  });
  return {
    prepare: async () => undefined,
    insert: async (rows) => insertAll(rows),
    async finish(db, indexes) {
      conn.pragma('wal_checkpoint(TRUNCATE)');
      conn.close();
      for (const { definition } of indexes) await sql.raw(definition).execute(db);
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    },
  };
}

const ANSWERS_STATEMENT = `insert into post_field_values (post_id, field_id, num, num2, text)
  select * from unnest($1::int[], $2::int[], $3::float8[], $4::float8[], $5::text[])`;

function postgresLoader(url: string): Loader {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const index = createSearchIndex('postgres');
  const columns = [...COLUMNS, 'terms'];
  const arrays = [...PG_TYPES, 'tsvector'].map((type, i) => `$${i + 1}::${type}[]`).join(', ');
  const statement = `insert into posts (${columns.join(', ')}) select * from unnest(${arrays})`;
  let previous: Promise<unknown> = Promise.resolve();
  return {
    prepare: async () => undefined,
    async insert(rows) {
      const params = columns.map((_, i) =>
        i < COLUMNS.length
          ? rows.map((r) => r.values[i])
          : rows.map((r) => (r.indexed ? index.document(r.indexed) : '')),
      );
      const answers = rows.flatMap((r) => r.answers.map((a) => ({ ...a, post_id: r.values[0] })));
      const answerParams = (['post_id', 'field_id', 'num', 'num2', 'text'] as const).map((k) =>
        answers.map((a) => a[k]),
      );
      // One batch in flight while the next is generated: the two cores share the work.
      await previous;
      previous = pool
        .query(statement, params)
        .then(() => pool.query(ANSWERS_STATEMENT, answerParams));
    },
    async finish(_db, indexes) {
      await previous;
      await pool.query(`select setval('posts_id_seq', (select max(id) from posts))`);
      const client = await pool.connect();
      try {
        await client.query(`set maintenance_work_mem = '512MB'`);
        for (const { definition } of indexes) await client.query(definition);
        await client.query('vacuum analyze posts');
        await client.query('vacuum analyze post_field_values');
      } finally {
        client.release();
        await pool.end();
      }
    },
  };
}
