import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { fts5Document, postTokens, tsvectorLiteral } from './search-tokens-v1';

const BATCH = 1000;

const PARTIAL_INDEXES = [
  ['post_replies_hidden_idx', 'post_replies', 'hidden', 1],
  ['article_comments_hidden_idx', 'article_comments', 'hidden', 1],
  ['article_comments_deleted_idx', 'article_comments', 'status', 'deleted'],
] as const;

/**
 * What the console's content lists need to find rare rows without reading every row
 * (decision 0008, "Finding content").
 *
 * The keyword index of held posts, hidden or pending (modules/posts/search/), so the
 * console finds them by their words without touching the public index. SQLite: a contentless
 * FTS5 table like posts_fts, prefix index included (a one-character keyword). PostgreSQL: a
 * table of post ids and tsvectors with a GIN index. Filled from the posts held now, tokenized
 * in TypeScript like every write (with the tokens of the time: search-tokens-v1.ts).
 *
 * Partial indexes of the hidden replies and comments and the deleted comments, newest first:
 * posts and articles have (status, id) already, replies and comments only a flag.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, column, value] of PARTIAL_INDEXES) {
    await db.schema
      .createIndex(name)
      .on(table)
      .column('id')
      .where(sql.ref(column), '=', value)
      .execute();
  }
  if (isPostgres(db)) {
    await sql`create table posts_held_terms (
      post_id integer primary key references posts (id),
      terms tsvector not null
    )`.execute(db);
    await sql`create index posts_held_terms_idx on posts_held_terms using gin (terms)`.execute(db);
  } else {
    await sql`create virtual table posts_held_fts using fts5(
      terms, content = '', contentless_delete = 1, tokenize = 'ascii', prefix = '1'
    )`.execute(db);
  }
  for (let after = 0; ;) {
    const { rows } = await sql<{ id: number; title: string; content: string }>`
      select id, title, content from posts
      where status in ('hidden', 'pending') and id > ${after}
      order by id limit ${BATCH}`.execute(db);
    for (const post of rows) {
      await (
        isPostgres(db)
          ? sql`insert into posts_held_terms (post_id, terms)
            values (${post.id}, ${tsvectorLiteral(postTokens(post))}::tsvector)`
          : sql`insert into posts_held_fts (rowid, terms)
            values (${post.id}, ${fts5Document(postTokens(post))})`
      ).execute(db);
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of PARTIAL_INDEXES) await db.schema.dropIndex(name).execute();
  if (isPostgres(db)) await sql`drop table posts_held_terms`.execute(db);
  else await sql`drop table posts_held_fts`.execute(db);
}
