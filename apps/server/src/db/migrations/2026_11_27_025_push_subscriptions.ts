import type { Kysely } from 'kysely';
import { dropTables, index, withIdColumn } from './helpers';

/**
 * Web Push subscriptions (issue 18 item 5, decision 0027): one row per browser a reader turned
 * push on in. The endpoint (the push service's address for that browser) is unique: a browser
 * that logs in as someone else moves its row to them. `p256dh` and `auth` are the browser's keys
 * the payload is encrypted to (RFC 8291).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('push_subscriptions'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('endpoint', 'varchar(1000)', (col) => col.notNull().unique())
    .addColumn('p256dh', 'varchar(200)', (col) => col.notNull())
    .addColumn('auth', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await index(db, 'push_subscriptions', 'push_subscriptions_user_idx', ['user_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['push_subscriptions']);
}
