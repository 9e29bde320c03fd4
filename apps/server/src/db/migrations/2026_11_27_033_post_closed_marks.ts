import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Sold / rented / filled marks and the time of the author's last edit (issue 20, decision 0038).
 * A mark is no status: the post stays `published` for a week with the mark, its `expires_at`
 * brought forward to the week's end, and `open_expires_at` keeps the life it had for an undo.
 * `edited_at` is the author's last edit only (renewals and moderation move `updated_at` too), so
 * a favourite can say 已修改 for edits alone. The lists leave marked posts out with a check on
 * the row their index yields, as they do with expiry: no list index changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('closed_kind', 'varchar(10)', (col) =>
      col.check(sql`closed_kind is null or closed_kind in ('sold', 'rented', 'filled')`),
    )
    .execute();
  await db.schema.alterTable('posts').addColumn('closed_at', 'bigint').execute();
  await db.schema.alterTable('posts').addColumn('open_expires_at', 'bigint').execute();
  await db.schema.alterTable('posts').addColumn('edited_at', 'bigint').execute();
  // SQLite's likelihood(condition, p) tells its planner, which has no statistics, how often a term
  // holds; the lists write the mark's check with it (p = 1: no narrowing), or the extra term tips
  // the keyword search's plan off its FTS5 walk. PostgreSQL gets the same name as a plain SQL
  // function, which its planner inlines: the term it plans is the condition itself.
  if (isPostgres(db)) {
    await sql`create function likelihood(condition boolean, probability double precision)
      returns boolean language sql immutable parallel safe as 'select condition'`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`drop function likelihood(boolean, double precision)`.execute(db);
  for (const column of ['edited_at', 'open_expires_at', 'closed_at', 'closed_kind']) {
    await db.schema.alterTable('posts').dropColumn(column).execute();
  }
}
