import type { Kysely } from 'kysely';

/**
 * Whether the writer typed the summary. Without it the editor cannot tell a summary the server
 * filled from the body from one the writer chose, and an edit would freeze the filled one.
 * Existing articles count as filled: their next edit takes the summary from the body again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('articles')
    .addColumn('summary_chosen', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('articles').dropColumn('summary_chosen').execute();
}
