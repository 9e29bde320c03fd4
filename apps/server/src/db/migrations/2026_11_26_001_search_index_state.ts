import { sql, type Kysely } from 'kysely';

/**
 * Which version of the search tokens each keyword index holds (decision 0005, "Changing the
 * tokens"): a start whose tokenizer is newer rebuilds the index in batches, and `target` and
 * `done_through` let a rebuild that stopped go on where it stopped. Every index built before this
 * migration holds version 1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_index_state')
    .addColumn('name', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('target', 'integer')
    .addColumn('done_through', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`insert into search_index_state (name, version) values ('posts', 1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_index_state').execute();
}
