import { sql, type Kysely } from 'kysely';
import { index, withIdColumn } from './helpers';

/**
 * Notifications (issue 18 item 2), written by jobs. A notice points at an item of a content kind
 * (`item_type`, `item_id`) and, for replies and comments, the entry (`entry_id`). Likes of one
 * item are one notice while it is unread (`group_key`, unique among unread notices): each new like
 * moves it to the top (`updated_at`) with the latest liker and the count since `since`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('verb', 'varchar(16)', (col) => col.notNull())
    .addColumn('item_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('entry_id', 'integer')
    .addColumn('actor_id', 'integer', (col) => col.references('users.id'))
    .addColumn('actor_count', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('since', 'bigint', (col) => col.notNull())
    .addColumn('detail', 'varchar(200)')
    .addColumn('group_key', 'varchar(80)')
    .addColumn('read_at', 'bigint')
    // 0: kept only for the e-mail digest (the reader turned the kind off in the app).
    .addColumn('in_app', 'integer', (col) => col.notNull().defaultTo(1))
    // 1: the daily digest has considered it (sent it, or its kind's e-mail was off).
    .addColumn('digested', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  // A user's list, newest activity first, paged by (updated_at, id).
  // The digest walks what it has not considered yet.
  await sql`create index notifications_digest_idx on notifications (created_at) where digested = 0`.execute(
    db,
  );
  await index(db, 'notifications', 'notifications_user_idx', ['user_id', 'updated_at', 'id']);
  // The unread badge counts these.
  await sql`create index notifications_unread_idx on notifications (user_id) where read_at is null`.execute(
    db,
  );
  await sql`create unique index notifications_group_key on notifications (group_key) where read_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
}
