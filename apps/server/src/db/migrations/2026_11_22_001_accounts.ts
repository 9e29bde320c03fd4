import { sql, type Kysely } from 'kysely';
import {
  deletedWithUser,
  dropTables,
  expiresIndex,
  index,
  uniqueIndex,
  withIdColumn,
} from './helpers';

/**
 * Accounts (issue 3): users, their sessions, verification codes and login logs. Every lookup
 * the code makes has an index: users by e-mail and by phone (unique, so also the conflict check),
 * sessions by token hash (the key) and by user (ending the other sessions), codes by purpose and
 * target newest first, login logs by user newest first (keyset paging), and the expiry columns
 * the housekeeping purge scans.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('users'))
    .addColumn('nick_name', 'varchar(50)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('phone', 'varchar(20)')
    .addColumn('wechat', 'varchar(20)')
    .addColumn('password_hash', 'varchar(200)', (col) => col.notNull())
    .addColumn('role', 'varchar(20)', (col) => col.notNull().defaultTo('user'))
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('active'))
    .addColumn('ban_reason', 'varchar(200)')
    .addColumn('failed_logins', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('users_status_value', sql`status in ('active', 'banned')`)
    .addCheckConstraint('users_has_contact', sql`email is not null or phone is not null`)
    .execute();
  // Unique indexes allow any number of NULLs on both dialects: "unique when present".
  await uniqueIndex(db, 'users', 'users_email_key', ['email']);
  await uniqueIndex(db, 'users', 'users_phone_key', ['phone']);

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', deletedWithUser)
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('device', 'varchar(100)', (col) => col.notNull())
    .execute();
  await index(db, 'sessions', 'sessions_user_idx', ['user_id']);
  await expiresIndex(db, 'sessions');

  await withIdColumn(db, db.schema.createTable('verification_codes'))
    .addColumn('purpose', 'varchar(10)', (col) => col.notNull())
    .addColumn('target', 'varchar(254)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('consumed_at', 'bigint')
    .addCheckConstraint(
      'verification_codes_purpose_value',
      sql`purpose in ('signup', 'bind-new', 'reset', 'my')`,
    )
    .execute();
  await index(db, 'verification_codes', 'verification_codes_lookup_idx', [
    'purpose',
    'target',
    'id',
  ]);
  await index(db, 'verification_codes', 'verification_codes_user_idx', ['user_id']);
  await expiresIndex(db, 'verification_codes');

  await withIdColumn(db, db.schema.createTable('login_logs'))
    .addColumn('user_id', 'integer', deletedWithUser)
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('device', 'varchar(100)', (col) => col.notNull())
    .addColumn('success', 'integer', (col) => col.notNull())
    .addCheckConstraint('login_logs_success_flag', sql`success in (0, 1)`)
    .execute();
  // Newest first per user: ids grow with time, so (user_id, id) serves the keyset page.
  await index(db, 'login_logs', 'login_logs_user_id_idx', ['user_id', 'id']);
  await index(db, 'login_logs', 'login_logs_created_idx', ['created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['login_logs', 'verification_codes', 'sessions', 'users']);
}
