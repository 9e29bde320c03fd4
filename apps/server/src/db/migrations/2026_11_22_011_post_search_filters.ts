import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { filterTokens, fts5Document, postTokens } from './search-tokens-v1';

const BATCH = 1000;

interface Indexed {
  id: number;
  title: string;
  content: string;
  category_id: number;
  country_id: number;
  state_id: number | null;
  metro_id: number | null;
}

/**
 * The keyword index as docs/decisions/0005-chinese-search.md settled it, on a database that has
 * 006's. SQLite: posts_fts again with a one-character prefix index (a one-character keyword
 * otherwise merges every term starting with it) and with each post's category and region tokens,
 * so it is rebuilt from the live posts, tokenized here in TypeScript like every write (with the
 * tokens of the time: search-tokens-v1.ts). Both
 * dialects: the index holds published posts only, so that the newest-first walks never step over
 * rows the list drops; 006 left expired and hidden posts in it. PostgreSQL's tokens are unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`update posts set terms = ''::tsvector
      where status <> 'published' and terms <> ''::tsvector`.execute(db);
    return;
  }
  await sql`drop table posts_fts`.execute(db);
  await sql`create virtual table posts_fts using fts5(
    terms, content = '', contentless_delete = 1, tokenize = 'ascii', prefix = '1'
  )`.execute(db);
  await reindex(db, (post) => fts5Document([...postTokens(post), ...filterTokens(post)]));
}

/** 006's table and documents: the text tokens alone. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop table posts_fts`.execute(db);
  await sql`create virtual table posts_fts using fts5(
    terms, content = '', contentless_delete = 1, tokenize = 'ascii'
  )`.execute(db);
  await reindex(db, (post) => fts5Document(postTokens(post)));
}

/** Fills posts_fts with the live published posts, in batches of ids. */
async function reindex(db: Kysely<unknown>, documentOf: (post: Indexed) => string): Promise<void> {
  // A post past its life but not yet marked expired stays out; renewing it indexes it again.
  const now = Date.now();
  for (let after = 0; ;) {
    const { rows } = await sql<Indexed>`select id, title, content, category_id, country_id,
        state_id, metro_id
      from posts where status = 'published' and expires_at > ${now} and id > ${after}
      order by id limit ${BATCH}`.execute(db);
    for (const post of rows) {
      await sql`insert into posts_fts (rowid, terms)
        values (${post.id}, ${documentOf(post)})`.execute(db);
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}
