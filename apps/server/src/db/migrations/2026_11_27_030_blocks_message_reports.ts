import type { Kysely } from 'kysely';
import { dropTables, index, withIdColumn } from './helpers';

/**
 * Blocking and reported conversations (issue 19, decision 0034). A block stops messages both
 * ways. A report keeps a copy of the messages the reporter chose, for the console's queue: a
 * moderator reads those, never the rest of the conversation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_blocks')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('blocked_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_blocks_pk', ['user_id', 'blocked_id'])
    .execute();
  await withIdColumn(db, db.schema.createTable('message_reports'))
    .addColumn('conversation_id', 'integer', (col) => col.notNull().references('conversations.id'))
    .addColumn('reporter_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('reason', 'varchar(200)', (col) => col.notNull())
    // JSON array of the chosen messages as they were: id, sender, kind, text, image URL, time.
    .addColumn('messages', 'text', (col) => col.notNull())
    .addColumn('state', 'varchar(10)', (col) => col.notNull().defaultTo('open'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await index(db, 'message_reports', 'message_reports_state_idx', ['state', 'created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['message_reports', 'user_blocks']);
}
