import { Migrator, sql, type Kysely } from 'kysely';
import { openDatabase, type Db } from '../../src/db/database';
import { migrations } from '../../src/db/migrations';
import type { TestApp } from './app';

/**
 * The database of a closed test app, opened again with a migrator over the app's migrations: an
 * upgrade test moves it back before a migration and forward again. Destroy `db` when done.
 */
export async function reopenWithMigrator(old: TestApp): Promise<{ db: Db; migrator: Migrator }> {
  const db = openDatabase(old.config.database, { error: () => undefined });
  const migrator = new Migrator({
    db: db as unknown as Kysely<never>,
    provider: { getMigrations: async () => migrations },
    ...(old.database.dialect === 'postgres' ? { migrationTableSchema: await schemaOf(db) } : {}),
  });
  return { db, migrator };
}

async function schemaOf(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}
