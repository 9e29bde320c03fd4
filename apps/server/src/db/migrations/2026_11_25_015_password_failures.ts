import type { Kysely } from 'kysely';
import { addColumnWithDefault, dropColumns } from './helpers';

/**
 * Wrong passwords are counted in rate_limits now, per account and address and per account
 * (decision 0011), for accounts that exist or not; the account's own count and lock go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'users', ['failed_logins', 'locked_until']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await addColumnWithDefault(db, 'users', 'failed_logins', 'integer', 0);
  await db.schema.alterTable('users').addColumn('locked_until', 'bigint').execute();
}
