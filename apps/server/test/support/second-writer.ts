import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';

/**
 * Another process writing to the server's database in a loop, as the admin CLI or a second server
 * does: run with tsx and the server's environment (DATA_DIR or DATABASE_URL). Prints `ready` once
 * it writes, and its count of commits when it gets SIGTERM.
 */
const db = openDatabase(loadConfig().database, console);
let commits = 0;
let stopping = false;
process.on('SIGTERM', () => (stopping = true));

while (!stopping) {
  await db
    .updateTable('param_config')
    .set({ value: `关于我们 ${commits}`, updated_at: Date.now() })
    .where('key', '=', 'about')
    .execute();
  if (commits++ === 0) console.log('ready');
  await new Promise((resolve) => setTimeout(resolve, 1));
}
await db.destroy();
console.log(`commits ${commits}`);
