import type { Generated } from 'kysely';

// Saved searches (conventions: schema.ts; issue 18 item 4, decision 0026).

export interface SavedSearchTable {
  id: Generated<number>;
  user_id: number;
  /** The filter in words, as lists and notices show it. */
  name: string;
  /** The contract's PostFilter as JSON, keys in a fixed order (the same filter is one string). */
  filter: string;
  /** The filter's region and category, for picking a new post's candidates in SQL. */
  region_id: number | null;
  category_id: number | null;
  /** Hits after this are new. */
  opened_at: number;
  /** The last match notice; the next comes an hour later at the earliest. */
  notified_at: number | null;
  /** When the queued notice of the matches within that hour is due; null: none queued. */
  flush_at: number | null;
  created_at: number;
}

/** One post a search matched. */
export interface SavedSearchHitTable {
  search_id: number;
  post_id: number;
  created_at: number;
}

/** One key a search is filed under (saved-searches/cover.ts): a new post reads the searches of its keys. */
export interface SavedSearchTokenTable {
  search_id: number;
  token: string;
}
