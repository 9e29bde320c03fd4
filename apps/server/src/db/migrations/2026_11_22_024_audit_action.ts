import type { Kysely } from 'kysely';

/** The audit log filtered by action (decision 0008) walks this index down, newest first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('audit_log_action_idx')
    .on('audit_log')
    .columns(['action', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_log_action_idx').execute();
}
