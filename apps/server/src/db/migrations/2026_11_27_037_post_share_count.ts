import type { Kysely } from 'kysely';
import { addColumnWithDefault, dropColumns } from './helpers';

/**
 * How many times a post was shared from the app's share sheet (issue 21 item 4, decision 0039):
 * counted once a day per reader, shown to its author in my posts. Existing posts start at 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnWithDefault(db, 'posts', 'share_count', 'integer', 0);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'posts', ['share_count']);
}
