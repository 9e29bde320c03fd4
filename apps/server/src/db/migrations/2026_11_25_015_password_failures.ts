import type { Kysely } from 'kysely';

/**
 * Wrong passwords are counted in rate_limits now, per account and address and per account
 * (decision 0011), for accounts that exist or not; the account's own count and lock go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('failed_logins').execute();
  await db.schema.alterTable('users').dropColumn('locked_until').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('failed_logins', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('locked_until', 'bigint').execute();
}
