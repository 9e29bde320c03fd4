import { Migrator, sql, type Kysely } from 'kysely';
import type { Db } from './database';
import { isPostgres } from './dialect';
import { migrations } from './migrations';

/**
 * Brings the schema to the latest migration; run at every start-up, a no-op when up to date.
 * Several instances starting together on PostgreSQL take turns under a session advisory lock
 * named by the schema, held on one connection for the whole run: Kysely's own lock is a row of a
 * table it first creates, and two instances starting on an empty schema both created its tables
 * at once, one of them failing to start (`relation "kysely_migration" does not exist`).
 */
export async function migrateToLatest(db: Db): Promise<void> {
  if (!isPostgres(db)) return migrate(db);
  const key = sql`hashtext('migrate ' || current_schema())`;
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      await migrate(connection);
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

/** Kysely's migrator over the app's migrations, keeping its bookkeeping in `db`'s own schema. */
export async function createMigrator(db: Db): Promise<Migrator> {
  return new Migrator({
    // Migrations see the tables as they were when written, not today's Database type.
    db: db as unknown as Kysely<never>,
    provider: { getMigrations: async () => migrations },
    // On PostgreSQL, Kysely looks for its bookkeeping tables in every schema unless told which;
    // name the current one so that databases holding several schemas (tests) stay apart.
    migrationTableSchema: isPostgres(db) ? await currentSchema(db) : undefined,
  });
}

async function migrate(db: Db): Promise<void> {
  const { error, results } = await (await createMigrator(db)).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Migration failed${name}: ${String(error)}`, { cause: error });
  }
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check search_path');
  return schema;
}
