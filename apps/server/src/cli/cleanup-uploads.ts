import { cleanUpOrphans, ORPHAN_AGE_MS } from '../modules/uploads/orphans';
import { openObjectStore } from '../storage/open-store';
import { fail, withDatabase } from './database';

/**
 * npm run cleanup:uploads: deletes the uploads that no post or article uses and that are older
 * than a day, from the database and from the object store the environment names (DATA_DIR/uploads
 * or S3_BUCKET). Safe to run while the server runs, e.g. daily from cron (decision 0031).
 */
if (process.argv.length > 2) fail('Usage: npm run cleanup:uploads');

await withDatabase(async (db, config) => {
  const { uploads, objects } = await cleanUpOrphans(
    db,
    openObjectStore(config.storage),
    Date.now(),
  );
  const hours = ORPHAN_AGE_MS / 3_600_000;
  process.stdout.write(
    `Orphaned uploads older than ${hours} hours: ${uploads} removed, ${objects} stored files deleted.\n`,
  );
});
