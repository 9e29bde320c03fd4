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
  /**
   * The kept answer, or the one being computed for the same key (so that when an entry expires
   * under load, one request computes it and the others wait for it instead of all querying),
   * or compute()'s. `hit` is false only for the caller whose compute() ran. Keeps the answer
   * unless an invalidate() came while it was computed: it may predate that write.
   */
  load(key: string, compute: () => Promise<string>): Promise<{ value: string; hit: boolean }>;
  /** The kept answer, if one is kept and fresh; never computes. */
  peek(key: string): string | undefined;
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
  const computing = new Map<string, Promise<string>>();
  let version = 0;
  const get = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now()) return entry.value;
    entries.delete(key);
    return undefined;
  };
  const set = (key: string, value: string) => {
    // Deleted first so that a refreshed key moves to the end of the insertion order.
    entries.delete(key);
    entries.set(key, { value, expiresAt: now() + ttlMs });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };
  return {
    enabled: ttlMs > 0,
    get size() {
      return entries.size;
    },
    peek: get,
    async load(key, compute) {
      const kept = get(key);
      if (kept !== undefined) return { value: kept, hit: true };
      const pending = computing.get(key);
      if (pending) return { value: await pending, hit: true };
      const seen = version;
      const promise = compute();
      computing.set(key, promise);
      try {
        const value = await promise;
        if (ttlMs > 0 && seen === version) set(key, value);
        return { value, hit: false };
      } finally {
        if (computing.get(key) === promise) computing.delete(key);
      }
    },
    invalidate() {
      entries.clear();
      computing.clear();
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
