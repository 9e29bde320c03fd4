import type { QueryCacheNotifyEvent } from '@tanstack/react-query';
import { parseSnapshot, serializeSnapshot, type KeptQuery } from '../lib/offlineSnapshot';
import { getUserId, onSessionCleared } from '../lib/session';
import { queryClient } from './queryClient';

/** The localStorage key of the kept answers (lib/offlineSnapshot.ts says what is kept). */
const STORE_KEY = 'offlineCache';
/** Answers arrive in bursts (a feed and its thumbnails' page, launch data): one write after. */
const WRITE_DELAY_MS = 1000;

/**
 * Answers fetched before this moment are not kept: after a logout (or a login elsewhere in the
 * browser) the memory still holds the last user's pages, which must never be stored for the
 * next one.
 */
let keptSince = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

function write(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  const queries: KeptQuery[] = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    const { data, dataUpdatedAt } = query.state;
    if (data === undefined || dataUpdatedAt < keptSince) continue;
    queries.push({ key: query.queryKey, data, updatedAt: dataUpdatedAt });
  }
  try {
    localStorage.setItem(STORE_KEY, serializeSnapshot(getUserId(), queries, Date.now()));
  } catch {
    // Storage full or disabled: the app works on, without offline copies.
  }
}

function schedule(event: QueryCacheNotifyEvent): void {
  const changed =
    (event.type === 'updated' && event.action.type === 'success') || event.type === 'removed';
  if (changed && timer === null) timer = setTimeout(write, WRITE_DELAY_MS);
}

function forget(): void {
  keptSince = Date.now();
  if (timer !== null) clearTimeout(timer);
  timer = null;
  try {
    localStorage.removeItem(STORE_KEY);
  } catch {
    // Nothing was stored.
  }
}

/**
 * Before the first render: the answers kept from earlier visits of this user (or visitor) go
 * into the query cache with the time they were fetched, so a page opened without signal shows
 * them, marked with their age (QueriesView), and refreshes them when it can. From then on every
 * answer is kept, a second later; a logout or a session the server ended forgets them all.
 */
export function startOfflineCache(): void {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORE_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
  for (const { key, data, updatedAt } of parseSnapshot(raw, getUserId(), Date.now())) {
    queryClient.setQueryData(key, data, { updatedAt });
  }
  queryClient.getQueryCache().subscribe(schedule);
  onSessionCleared(forget);
  // A phone may end a hidden tab without warning: what is waiting is written as the tab hides.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && timer !== null) write();
  });
}
