import type { Kysely } from 'kysely';
import { index } from './helpers';

/** The audit log filtered by action (decision 0008) walks this index down, newest first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await index(db, 'audit_log', 'audit_log_action_idx', ['action', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_action_idx').execute();
}
