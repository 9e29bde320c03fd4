import { backupSettings } from '../backup/backup-config';
import { openBucketBackups } from '../backup/bucket-copy';
import { findBackup, restoreBackup } from '../backup/restore';
import { loadConfig } from '../config';
import { openObjectStore } from '../storage/open-store';
import { fail } from './database';

/**
 * npm run restore -- <latest | backup name | folder | s3:latest | s3:name>: puts a backup from `npm run backup` back
 * into the database file and the object store the environment names. Stop the server first: the
 * database file is replaced under it otherwise (decision 0032).
 */
const args = process.argv.slice(2);
if (args.length !== 1)
  fail('Usage: npm run restore -- <latest | backup name | folder | s3:latest | s3:name>');

try {
  const config = loadConfig();
  if (config.database.dialect !== 'sqlite') {
    fail('DATABASE_URL names PostgreSQL: restore it with pg_restore (docs/backup.md).');
  }
  const settings = backupSettings(process.env, config.dataDir);
  if (typeof settings === 'string') fail(`Invalid environment:\n  ${settings}`);
  const folder = await findBackup(settings.dir, args[0]!, openBucketBackups(config.storage));
  const result = await restoreBackup(folder, config.database.file, openObjectStore(config.storage));
  process.stdout.write(
    `Restored the database and ${result.uploads} stored files from ${result.folder}.\n`,
  );
} catch (err) {
  fail(`Failed: ${err instanceof Error ? err.message : String(err)}`);
}
