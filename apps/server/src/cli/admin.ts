import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { setRole } from '../modules/admin/users/role';

/**
 * npm run admin -- grant|revoke <e-mail or phone>: the only way to make an administrator
 * (decision 0008). Reads the server's environment (DATABASE_URL or DATA_DIR) and migrates first,
 * so it works on a database the server has not opened yet.
 */
const USAGE = 'Usage: npm run admin -- grant|revoke <e-mail or phone>';

const [command, account, ...rest] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !account || rest.length > 0) {
  fail(USAGE);
}

const config = readConfig();
const db = openDatabase(config.database, {
  error: (obj, msg) => console.error(msg, obj),
});
try {
  await migrateToLatest(db);
  const role = command === 'grant' ? 'admin' : 'user';
  const result = await setRole(db, account, role, Date.now());
  if (result.outcome === 'unknown-account') {
    process.exitCode = 1;
    console.error(`No account with the e-mail or phone ${account}.`);
  } else {
    const who = `${result.nickName} (id ${result.userId}, ${account})`;
    process.stdout.write(
      result.outcome === 'unchanged'
        ? `${who} already ${role === 'admin' ? 'is' : 'is not'} an administrator; nothing changed.\n`
        : `${who} ${role === 'admin' ? 'is now' : 'is no longer'} an administrator.\n`,
    );
  }
} catch (err) {
  process.exitCode = 1;
  console.error(`Failed: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await db.destroy();
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    return fail(err instanceof ConfigError ? err.message : String(err));
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
