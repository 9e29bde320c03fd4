import { setRole } from '../modules/admin/users/role';
import { fail, withDatabase } from './database';

/**
 * npm run admin -- grant|revoke <e-mail or phone>: the only way to make an administrator
 * (decision 0008).
 */
const USAGE = 'Usage: npm run admin -- grant|revoke <e-mail or phone>';

const [command, account, ...rest] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !account || rest.length > 0) {
  fail(USAGE);
}

await withDatabase(async (db) => {
  const role = command === 'grant' ? 'admin' : 'user';
  const result = await setRole(db, account, role, Date.now());
  if (result.outcome === 'unknown-account') {
    process.exitCode = 1;
    console.error(`No account with the e-mail or phone ${account}.`);
    return;
  }
  const who = `${result.nickName} (id ${result.userId}, ${account})`;
  process.stdout.write(
    result.outcome === 'unchanged'
      ? `${who} already ${role === 'admin' ? 'is' : 'is not'} an administrator; nothing changed.\n`
      : `${who} ${role === 'admin' ? 'is now' : 'is no longer'} an administrator.\n`,
  );
});
