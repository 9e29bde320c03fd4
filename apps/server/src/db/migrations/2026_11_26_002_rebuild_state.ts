import { sql, type Kysely } from 'kysely';

/**
 * Which version of the code wrote each kind of derived data (lib/rebuild.ts): the posts' search
 * entries (`post_search`, decision 0005) and the articles' stored HTML (`article_html`, decision
 * 0007). A start whose code is newer rebuilds that data in batches; `target` and `done_through`
 * let a rebuild that stopped go on where it stopped. Everything written before this migration is
 * version 1; the article renderer of this change is version 2, so every stored body is rendered
 * again at the next start (line breaks as typed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rebuild_state')
    .addColumn('name', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('target', 'integer')
    .addColumn('done_through', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`insert into rebuild_state (name, version) values ('post_search', 1), ('article_html', 1)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rebuild_state').execute();
}
