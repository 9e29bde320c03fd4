import type { Kysely } from 'kysely';
import { expiresIndex, unloggedTable } from './helpers';

/**
 * Single-use nonces of the replay protection, shared by every server instance on the database.
 * PostgreSQL: UNLOGGED, because a nonce lives ten minutes at most and is not worth a WAL write;
 * after a crash the table comes back empty, which only reopens the window for requests signed in
 * the last ten minutes. SQLite: an ordinary table in the same file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await unloggedTable(db, 'request_nonces')
    .addColumn('nonce', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await expiresIndex(db, 'request_nonces');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('request_nonces').execute();
}
