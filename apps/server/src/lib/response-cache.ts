import type { Clock } from './clock';
import { isPlainObject } from './plain-object';

/**
 * Serialized answers to visitors' public reads, each reused for a moment (decision 0009): a page
 * built once serves every visitor asking the same within the TTL.
 */
export interface ResponseCache {
  /** False when the TTL is 0: callers skip the cache altogether. */
  readonly enabled: boolean;
  readonly size: number;
  get(key: string): string | undefined;
  /** Taken before an answer is computed and handed to set(). */
  version(): number;
  /** Keeps an answer unless an invalidate() came since `version`: it may predate that write. */
  set(key: string, value: string, version: number): void;
  /** Drops everything: after any write, no visitor may be answered from before it. */
  invalidate(): void;
}

/** Visitors' answers kept at most; past it the oldest go first. */
export const PUBLIC_CACHE_ENTRIES = 5000;

export function createResponseCache(options: {
  ttlMs: number;
  now: Clock;
  maxEntries?: number;
}): ResponseCache {
  const { ttlMs, now, maxEntries = PUBLIC_CACHE_ENTRIES } = options;
  const entries = new Map<string, { value: string; expiresAt: number }>();
  let version = 0;
  return {
    enabled: ttlMs > 0,
    get size() {
      return entries.size;
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    version: () => version,
    set(key, value, seen) {
      if (ttlMs <= 0 || seen !== version) return;
      // Deleted first so that a refreshed key moves to the end of the insertion order.
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    invalidate() {
      entries.clear();
      version++;
    },
  };
}

/** The call's path and its parsed input, with object keys sorted: equal inputs, one key. */
export function cacheKey(path: string, input: unknown): string {
  return `${path} ${JSON.stringify(input, (_key, value: unknown) =>
    isPlainObject(value) ? Object.fromEntries(Object.entries(value).sort(byKey)) : value,
  )}`;
}

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);
