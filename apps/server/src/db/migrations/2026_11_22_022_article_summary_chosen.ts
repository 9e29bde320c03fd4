import type { Kysely } from 'kysely';
import { addColumnWithDefault, dropColumns } from './helpers';

/**
 * Whether the writer typed the summary. Without it the editor cannot tell a summary the server
 * filled from the body from one the writer chose, and an edit would freeze the filled one.
 * Existing articles count as filled: their next edit takes the summary from the body again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnWithDefault(db, 'articles', 'summary_chosen', 'integer', 0);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'articles', ['summary_chosen']);
}
