import { StorageKey, readKey, removeKey } from './storage';

/** Spec section 4: the session is the token, the user id and the user info. */
export function getToken(): string {
  return readKey(StorageKey.token) ?? '';
}

type Listener = () => void;
const clearedListeners = new Set<Listener>();

/**
 * Called when the session is cleared, e.g. to drop the cached user info. The accounts issue
 * subscribes its user query here.
 */
export function onSessionCleared(listener: Listener): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/** Logout, an is_login answer of false, or a server code 403 / -1 (spec section 4). */
export function clearSession(): void {
  removeKey(StorageKey.token);
  removeKey(StorageKey.userId);
  for (const listener of clearedListeners) listener();
}
