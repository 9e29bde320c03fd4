import { readKey, removeKey, StorageKey, writeKey } from './storage';

/** Keywords kept: enough to find last week's searches again, few enough to fit two rows. */
export const SEARCH_HISTORY_MAX = 10;

/** What this device searched, newest first. Kept on the device only (decision 0015). */
export function readSearchHistory(): string[] {
  try {
    const list: unknown = JSON.parse(readKey(StorageKey.searchHistory) ?? '[]');
    return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** Puts a keyword first (once), dropping the oldest past SEARCH_HISTORY_MAX. */
export function rememberSearch(keyword: string): void {
  const word = keyword.trim();
  if (!word) return;
  const next = [word, ...readSearchHistory().filter((k) => k !== word)];
  writeKey(StorageKey.searchHistory, JSON.stringify(next.slice(0, SEARCH_HISTORY_MAX)));
}

export function clearSearchHistory(): void {
  removeKey(StorageKey.searchHistory);
}
