import type { Kysely } from 'kysely';
import { expiresIndex, unloggedTable } from './helpers';

/**
 * Tickets of the real-time stream (decision 0036): EventSource cannot send the signed headers, so
 * an authenticated call issues a ticket that opens the stream once, within a minute, on any
 * instance. Kept as a hash with the session it came from, so the stream ends with the session.
 * UNLOGGED on PostgreSQL like the nonces: a crash only forgets tickets a minute old at most.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await unloggedTable(db, 'stream_tickets')
    .addColumn('hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('session_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await expiresIndex(db, 'stream_tickets');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stream_tickets').execute();
}
