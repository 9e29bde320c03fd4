import type { Kysely } from 'kysely';

/**
 * How many times a post was shared from the app's share sheet (issue 21 item 4, decision 0039):
 * counted once a day per reader, shown to its author in my posts. Existing posts start at 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('share_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').dropColumn('share_count').execute();
}
