import { callPaths as routes } from '@huaren/contract';
import { queryClient } from '../app/queryClient';
import { clearSession, getToken, markSessionVerified } from '../lib/session';
import { request } from './client';
import { userInfoQuery } from './user';

let checked: Promise<void> | undefined;

/**
 * App launch with a stored token (spec section 4): is_login, then the user info. Any failure of
 * is_login counts as logged out (spec section 8). Loaded on demand by launch.ts, so a visitor's
 * first screen carries none of the account schemas. Runs once per page load.
 */
export function checkSession(): Promise<void> {
  checked ??= run();
  return checked;
}

async function run(): Promise<void> {
  const token = getToken();
  const loggedIn = await request(routes.isLogin, {}, { silent: true }).then(
    (answer) => answer.login,
    () => false,
  );
  // A login that happened meanwhile (another tab) is not undone by an answer about the old token.
  if (getToken() !== token) return;
  if (!loggedIn) {
    clearSession();
    return;
  }
  markSessionVerified();
  await queryClient.prefetchQuery(userInfoQuery);
}
