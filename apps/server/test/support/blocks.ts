import { blockUser } from '@huaren/contract';
import type { TestApp } from './app';
import { callOk } from './call-ok';
import { createSessionUser } from './posts';

/** `token`'s caller blocks (or, with `blocked` false, unblocks) user `userId`. */
export const block = (t: TestApp, token: string, userId: number, blocked = true) =>
  callOk(t, blockUser, { userId, blocked }, token);

/** Three logged-in users: the blocker, the blocked and a bystander, as a test names them. */
export const threeUsers = async (t: TestApp) => ({
  a: await createSessionUser(t),
  b: await createSessionUser(t),
  c: await createSessionUser(t),
});
