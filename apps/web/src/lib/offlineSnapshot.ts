/**
 * What the app keeps of its query cache between visits, so that a phone without signal still
 * shows the lists and details it read last (docs/decisions/0012-offline.md). Pure: the glue to
 * TanStack Query and localStorage is app/offlineCache.ts.
 */

/** One query's answer as kept: its key, its data and when that data was fetched. */
export interface KeptQuery {
  key: readonly unknown[];
  data: unknown;
  updatedAt: number;
}

/** The signed-in user the snapshot belongs to; null for a visitor. */
export type Owner = number | null;

const VERSION = 1;

/** Older answers are dropped: a week-old list is more misleading than useful. */
export const MAX_AGE_MS = 7 * 24 * 3600_000;
/** The newest answers kept, whatever their size. */
export const MAX_QUERIES = 40;
/** A feed keeps its first pages only: the place a reader comes back to is near the top. */
export const MAX_PAGES = 2;
/** At most this many characters in storage (localStorage holds about 5 million per site). */
export const MAX_CHARS = 500_000;

/**
 * The queries kept, by the first part of their key (as the key builders in src/api name them):
 * the launch data, what a reader browses, and the user's own profile and pages. Never the
 * console's (`admin`).
 */
const KEPT_ROOTS: ReadonlySet<unknown> = new Set([
  'paramConfig',
  'regions',
  'categories',
  'posts',
  'articles',
  'replies',
  'comments',
  'user',
]);

export const isKept = (key: readonly unknown[]) => KEPT_ROOTS.has(key[0]);

/** A feed's data (TanStack's InfiniteData) cut to its first MAX_PAGES; anything else as is. */
function firstPages(data: unknown): unknown {
  const feed = data as { pages?: unknown; pageParams?: unknown } | null;
  if (!feed || !Array.isArray(feed.pages) || !Array.isArray(feed.pageParams)) return data;
  if (feed.pages.length <= MAX_PAGES) return data;
  return {
    pages: feed.pages.slice(0, MAX_PAGES),
    pageParams: feed.pageParams.slice(0, MAX_PAGES),
  };
}

/**
 * The text to store: the newest kept answers younger than MAX_AGE_MS, at most MAX_QUERIES of
 * them and MAX_CHARS in all, each feed cut to its first pages.
 */
export function serializeSnapshot(owner: Owner, queries: readonly KeptQuery[], now: number) {
  const parts: string[] = [];
  let chars = 0;
  const newest = queries
    .filter((q) => isKept(q.key) && now - q.updatedAt < MAX_AGE_MS)
    .sort((a, b) => b.updatedAt - a.updatedAt)
    .slice(0, MAX_QUERIES);
  for (const { key, data, updatedAt } of newest) {
    const part = JSON.stringify({ key, data: firstPages(data), updatedAt });
    if (chars + part.length > MAX_CHARS) continue;
    chars += part.length;
    parts.push(part);
  }
  return `{"v":${VERSION},"owner":${JSON.stringify(owner)},"queries":[${parts.join(',')}]}`;
}

/**
 * The kept answers of `owner`, young enough to show. Another user's or a visitor's snapshot, an
 * older format or garbage read as nothing.
 */
export function parseSnapshot(raw: string | null, owner: Owner, now: number): KeptQuery[] {
  if (!raw) return [];
  let snapshot: { v?: unknown; owner?: unknown; queries?: unknown };
  try {
    snapshot = JSON.parse(raw) as typeof snapshot;
  } catch {
    return [];
  }
  if (snapshot?.v !== VERSION || snapshot.owner !== owner || !Array.isArray(snapshot.queries)) {
    return [];
  }
  return (snapshot.queries as Partial<KeptQuery>[])
    .filter(
      (q): q is KeptQuery =>
        Array.isArray(q.key) &&
        isKept(q.key) &&
        q.data !== undefined &&
        typeof q.updatedAt === 'number' &&
        now - q.updatedAt < MAX_AGE_MS,
    )
    .map((q) => ({ ...q, data: withFirstCursor(q.data) }));
}

/**
 * A feed's first page was asked without a cursor (undefined), which JSON stored as null: undefined
 * again, or its refresh would send `cursor: null`, which the server refuses.
 */
function withFirstCursor(data: unknown): unknown {
  const feed = data as { pages?: unknown; pageParams?: unknown } | null;
  if (!feed || !Array.isArray(feed.pageParams)) return data;
  return { ...feed, pageParams: feed.pageParams.map((p: unknown) => p ?? undefined) };
}
