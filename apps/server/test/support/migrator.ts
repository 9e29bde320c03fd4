import type { Migrator } from 'kysely';
import { openDatabase, type Db } from '../../src/db/database';
import { createMigrator } from '../../src/db/migrate';
import type { TestApp } from './app';

/**
 * The database of a closed test app, opened again with the server's migrator: an upgrade test
 * moves it back before a migration and forward again. Destroy `db` when done.
 */
export async function reopenWithMigrator(old: TestApp): Promise<{ db: Db; migrator: Migrator }> {
  const db = openDatabase(old.config.database, { error: () => undefined });
  return { db, migrator: await createMigrator(db) };
}
