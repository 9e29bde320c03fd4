/** The local keys of spec section 3, spelled exactly as the spec's client stores them. */
export const StorageKey = {
  token: 'token',
  userId: 'userId',
  countryId: 'countryId',
  countryName: 'countryName',
  regionId: 'regionId',
  regionName: 'regionName',
  regionPath: 'regionPath',
  /** Not the spec's: the keywords this device searched, newest first (JSON). */
  searchHistory: 'searchHistory',
} as const;

export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

/**
 * localStorage can throw (storage disabled by policy, quota): the values then live in memory for
 * this visit, and the app behaves as a fresh visitor next time instead of failing to start.
 */
const memory = new Map<StorageKey, string>();

export function readKey(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeKey(key: StorageKey, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    memory.set(key, value);
  }
}

export function removeKey(key: StorageKey): void {
  memory.delete(key);
  try {
    localStorage.removeItem(key);
  } catch {
    // Only the in-memory copy existed.
  }
}
