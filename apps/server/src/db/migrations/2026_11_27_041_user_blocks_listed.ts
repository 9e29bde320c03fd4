import type { Kysely } from 'kysely';
import { index } from './helpers';

/**
 * The blocked users list in settings (issue 20, decision 0042): a user's blocks, latest first, one
 * walk down this index. The primary key (user_id, blocked_id) keeps serving the probes of lists
 * and threads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await index(db, 'user_blocks', 'user_blocks_listed_idx', ['user_id', 'created_at', 'blocked_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('user_blocks_listed_idx').execute();
}
