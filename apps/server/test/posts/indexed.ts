import { sql } from 'kysely';
import type { Db } from '../../src/db/database';
import type { TestApp } from '../support/app';
import type { TestDialect } from '../support/database';

/**
 * Whether a post has an entry in the keyword index (posts_fts on SQLite, non-empty `terms` on
 * PostgreSQL). The index must hold published posts only, or the newest-first search walks step
 * over rows the list then drops; the lists themselves would not show the difference.
 */
export async function isIndexed(t: TestApp, id: number): Promise<boolean> {
  const { rows } =
    t.database.dialect === 'postgres'
      ? await sql<{ n: number }>`select count(*)::int as n from posts
          where id = ${id} and terms <> ''::tsvector`.execute(t.app.db)
      : await sql<{ n: number }>`select count(*) as n from posts_fts
          where rowid = ${id}`.execute(t.app.db);
  return rows[0]!.n > 0;
}

/** Empties both keyword indexes behind the app's back: an index no tokenizer wrote yet. */
export async function wipeIndexes(db: Db, dialect: TestDialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`update posts set terms = ''::tsvector`.execute(db);
    await sql`delete from posts_held_terms`.execute(db);
  } else {
    await sql`insert into posts_fts (posts_fts) values ('delete-all')`.execute(db);
    await sql`insert into posts_held_fts (posts_held_fts) values ('delete-all')`.execute(db);
  }
}
