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
  for (const listener of changeListeners) listener();
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
  for (const listener of clearedListeners) listener();
  if (had) for (const listener of changeListeners) listener();
}

function subscribe(listener: Listener): () => void {
  changeListeners.add(listener);
  // Logging in or out in another tab of the same browser.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === StorageKey.token) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    changeListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether a user is logged in, as React state. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, isLoggedIn);
}
