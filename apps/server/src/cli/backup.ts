import { backupSettings } from '../backup/backup-config';
import { createBackup } from '../backup/backup';
import { openBucketBackups } from '../backup/bucket-copy';
import { openObjectStore } from '../storage/open-store';
import { fail, withDatabase } from './database';

/**
 * npm run backup: the SQLite database and every upload into a new folder under BACKUP_DIR (and
 * into BACKUP_S3_BUCKET when set), keeping the newest BACKUP_KEEP backups. Runs beside the server. PostgreSQL is backed up with
 * its own tools (docs/backup.md); decision 0032.
 */
if (process.argv.length > 2) fail('Usage: npm run backup');

await withDatabase(async (_db, config) => {
  if (config.database.dialect !== 'sqlite') {
    fail('DATABASE_URL names PostgreSQL: back it up with pg_dump (docs/backup.md).');
  }
  const settings = backupSettings(process.env, config.dataDir);
  if (typeof settings === 'string') fail(`Invalid environment:\n  ${settings}`);
  const started = Date.now();
  const result = await createBackup(
    config.database.file,
    openObjectStore(config.storage),
    settings,
    started,
    openBucketBackups(config.storage) ?? undefined,
  );
  process.stdout.write(
    `Backed up the database and ${result.uploads} stored files to ${result.folder} in ${Date.now() - started} ms.\n`,
  );
  if (result.copied > 0) {
    process.stdout.write(`Copied its ${result.copied} files to BACKUP_S3_BUCKET.\n`);
  }
  for (const old of result.removed) process.stdout.write(`Deleted the older backup ${old}.\n`);
});
