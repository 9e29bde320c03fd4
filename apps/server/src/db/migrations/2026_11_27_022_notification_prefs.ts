import type { Kysely } from 'kysely';
import { dropTables } from './helpers';

/**
 * Notification preferences (issue 18 item 3): one row per reader and kind they changed; a kind
 * without a row has its default. `server_secrets` holds keys the server makes once (the HMAC key
 * of the unsubscribe links in e-mails), shared by every instance through the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_prefs')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('in_app', 'integer', (col) => col.notNull())
    .addColumn('email', 'integer', (col) => col.notNull())
    .addColumn('push', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_prefs_pk', ['user_id', 'type'])
    .execute();
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('value', 'varchar(200)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['server_secrets', 'notification_prefs']);
}
