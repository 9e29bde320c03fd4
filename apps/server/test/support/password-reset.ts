import { requestResetVcode } from '@huaren/contract';
import type { TestApp } from './app';
import type { SignOptions } from './client';
import { fromNewIp } from './factories';
import { codeIn, nthMessageTo } from './outbox';

/** The password the password tests change or reset to. */
export const NEW_PASSWORD = 'Queens-Blvd-2049';

/** Asks for a reset code for `account` (from an address of its own unless `from` says) and reads it. */
export async function resetCodeFor(
  t: TestApp,
  account: string,
  from: SignOptions = fromNewIp(),
): Promise<string> {
  await t.client.call(requestResetVcode, { account }, from);
  return codeIn((await nthMessageTo(t.database.dataDir, account, 0)).text);
}
