import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The keyword index of posts (docs/decisions/0005-chinese-search.md): the tokens of
 * modules/posts/search (overlapping CJK pairs, words), written with the post. SQLite: a
 * contentless FTS5 table keyed by the post id, whose 'ascii' tokenizer splits on the spaces
 * between tokens only (contentless_delete lets a post's row be replaced). PostgreSQL: a tsvector
 * column with a GIN index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table posts add column terms tsvector not null default ''::tsvector`.execute(
      db,
    );
    await sql`create index posts_terms_idx on posts using gin (terms)`.execute(db);
  } else {
    await sql`create virtual table posts_fts using fts5(
      terms, content = '', contentless_delete = 1, tokenize = 'ascii'
    )`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`alter table posts drop column terms`.execute(db);
  else await sql`drop table posts_fts`.execute(db);
}
