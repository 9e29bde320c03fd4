import type { Kysely } from 'kysely';
import { index, withIdColumn } from './helpers';

/**
 * The durable job queue (decision 0024): work a request causes but does not wait for (a code to
 * send, a notice to write, an alert to match), inserted in the cause's transaction. `queued` jobs
 * are due at `run_at`; a `running` job whose lease (`locked_until`) ran out belonged to a worker
 * that died and is claimed again; `failed` jobs used up their attempts and wait for the console.
 * A job that succeeds is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('jobs'))
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull())
    .addColumn('run_at', 'bigint', (col) => col.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  // The claim walks due jobs by status and time; the console lists failed ones newest first.
  await index(db, 'jobs', 'jobs_due_idx', ['status', 'run_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
