import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { addColumnWithDefault, index, uniqueIndex, withIdColumn } from './helpers';

/**
 * Administration (issue 6, decision 0008): the audit log, pre-moderated categories, and the
 * indexes the console reads by. Users are found by nickname prefix through a byte-order range
 * (`collate "C"` on PostgreSQL, SQLite's default BINARY), which a plain B-tree serves on both
 * dialects whatever the database's locale; by status newest first; the dashboard counts rows per
 * day from `created_at` ranges.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('audit_log'))
    .addColumn('actor_id', 'integer', (col) => col.references('users.id'))
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('target_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('target_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('reason', 'varchar(200)')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await index(db, 'audit_log', 'audit_log_actor_idx', ['actor_id', 'id']);
  await index(db, 'audit_log', 'audit_log_target_idx', ['target_type', 'target_id', 'id']);

  await addColumnWithDefault(db, 'categories', 'premoderated', 'integer', 0);
  // Names are unique under a parent; countries (no parent) are checked by the service.
  await uniqueIndex(db, 'regions', 'regions_parent_name_key', ['parent_id', 'name']);

  if (isPostgres(db)) {
    await sql`create index users_nick_name_idx on users (nick_name collate "C", id)`.execute(db);
  } else {
    await index(db, 'users', 'users_nick_name_idx', ['nick_name', 'id']);
  }
  await index(db, 'users', 'users_status_idx', ['status', 'id']);
  await index(db, 'users', 'users_created_idx', ['created_at']);
  await index(db, 'posts', 'posts_created_idx', ['created_at']);
  await index(db, 'articles', 'articles_created_idx', ['created_at']);
  await index(db, 'post_reports', 'post_reports_created_idx', ['created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'post_reports_created_idx',
    'articles_created_idx',
    'posts_created_idx',
    'users_created_idx',
    'users_status_idx',
    'users_nick_name_idx',
    'regions_parent_name_key',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.alterTable('categories').dropColumn('premoderated').execute();
  await db.schema.dropTable('audit_log').execute();
}
