import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/**
 * Runs a command on the server's database, as the server's environment names it (DATABASE_URL,
 * else SQLite under DATA_DIR), migrated first so that it works on a database the server has not
 * opened yet; exits with status 1 on a bad environment or a failure.
 */
export async function withDatabase(
  command: (db: Db, config: Config) => Promise<void>,
): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    fail(err instanceof ConfigError ? err.message : String(err));
  }
  const db = openDatabase(config.database, { error: (obj, msg) => console.error(msg, obj) });
  try {
    await migrateToLatest(db);
    await command(db, config);
  } catch (err) {
    process.exitCode = 1;
    console.error(`Failed: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await db.destroy();
  }
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
