import { useSyncExternalStore } from 'react';
import { StorageKey, readKey, removeKey, writeKey } from './storage';

/**
 * Spec section 4: the session is the token, the user id and the user info. The token and the id
 * live under the spec's local keys; the user info lives in the query cache, which drops it
 * through onSessionCleared. Logged in means "a token is stored": the server has the last word
 * through is_login at launch and code 403 on any call.
 */

type Listener = () => void;
const changeListeners = new Set<Listener>();
const clearedListeners = new Set<Listener>();

/**
 * Whether the server has vouched for the stored token during this page load: it issued it (login,
 * register) or is_login said yes at launch. Until then nothing asks for the user's data, so a
 * token that died while the app was closed ends quietly in a visitor (spec section 4) rather than
 * in a 403 and a detour to the login page.
 */
let verified = false;

function notify(): void {
  for (const listener of changeListeners) listener();
}

export function getToken(): string {
  return readKey(StorageKey.token) ?? '';
}

export function getUserId(): number | null {
  const id = Number(readKey(StorageKey.userId));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function isLoggedIn(): boolean {
  return getToken() !== '';
}

/** Login or register success. */
export function saveSession(token: string, userId: number): void {
  writeKey(StorageKey.token, token);
  writeKey(StorageKey.userId, String(userId));
  verified = true;
  notify();
}

/** is_login answered true for the stored token. */
export function markSessionVerified(): void {
  verified = true;
  notify();
}

/**
 * Logout has begun: the server is ending the token while the app still holds it (until it has
 * left the pages that need a login). What waits for a verified session stops now, so no call
 * made with the dying token comes back as a 403 and a detour to the login page.
 */
export function markSessionEnding(): void {
  verified = false;
  notify();
}

/** Called when the session is cleared, to drop the cached user info. */
export function onSessionCleared(listener: Listener): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/** Logout, an is_login answer of false, or a server code 403 / -1 (spec section 4). */
export function clearSession(): void {
  const had = isLoggedIn();
  removeKey(StorageKey.token);
  removeKey(StorageKey.userId);
  verified = false;
  for (const listener of clearedListeners) listener();
  if (had) notify();
}

/**
 * Logging in or out in another tab of the same browser: the cached user info may be someone
 * else's now, so it goes; a new token there was just issued by the server.
 */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== StorageKey.token) return;
  verified = isLoggedIn();
  for (const listener of clearedListeners) listener();
  notify();
}

function subscribe(listener: Listener): () => void {
  if (changeListeners.size === 0) window.addEventListener('storage', onStorage);
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
    if (changeListeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Whether a user is logged in, as React state. */
export function useLoggedIn(): boolean {
  // The server renders a visitor's first view (decision 0047); a logged-in reader's page starts
  // afresh rather than hydrating it (main.tsx).
  return useSyncExternalStore(subscribe, isLoggedIn, () => false);
}

/** Logged in, and the server has vouched for the token during this page load. */
export function useVerifiedSession(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => verified && isLoggedIn(),
    () => false,
  );
}
