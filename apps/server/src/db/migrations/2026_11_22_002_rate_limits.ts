import type { Kysely } from 'kysely';
import { expiresIndex } from './helpers';

/**
 * Rate-limit counters, in the database so that every server instance counts the same hits (a
 * per-process counter would multiply each limit by the number of instances). An ordinary,
 * logged table on PostgreSQL too: the daily SMS caps guard real money and must survive a crash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(300)', (col) => col.primaryKey())
    .addColumn('window_start', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .execute();
  await expiresIndex(db, 'rate_limits');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
