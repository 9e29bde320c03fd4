import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database';
import type { PostStatusValue, PostTable } from '../../../db/schema';
import type { SearchExpr, SearchPhrase } from './query';
import { filterToken, postSearchTokens, SEARCH_TOKENS_VERSION } from './tokenize';

/**
 * The keyword indexes of posts (docs/decisions/0005-chinese-search.md). The public index holds
 * published posts only, so that the newest-first walks of post-list.repository.ts never step over
 * rows the list drops; the held index holds hidden and pending posts, for the console. Each
 * dialect keeps them its own way, chosen once when the app starts (create-search-index.ts):
 * - SQLite (fts5-index.repository.ts): contentless FTS5 tables keyed by the post id, the public
 *   one with filter tokens, written after the statement that writes the post;
 * - PostgreSQL (tsvector-index.repository.ts): the public entry is the `terms` tsvector column,
 *   written by the very INSERT or UPDATE that writes the text or the status (a follow-up UPDATE
 *   would write a second row version and new entries in every index of the table); the held
 *   index is a table of its own.
 */

/** The columns a post's entries are made of. */
export const INDEXED_COLUMNS = [
  'title',
  'content',
  'category_id',
  'country_id',
  'state_id',
  'metro_id',
] as const satisfies readonly (keyof PostTable)[];

/** What a post's public entry is made of. */
export type IndexedPost = Pick<Insertable<PostTable>, (typeof INDEXED_COLUMNS)[number]>;
/** What a held entry is made of: the text alone. */
export type HeldText = Pick<IndexedPost, 'title' | 'content'>;

/** A post as the rebuild reads it. */
export type StoredPost = IndexedPost & {
  id: number;
  status: PostStatusValue;
  expires_at: number;
};

/**
 * How a post's text becomes tokens, and the version of that rule: every entry carries the tokens
 * of one version, and a change of the rule is a new version, which `npm run rebuild` (and the
 * next start) builds (rebuild.ts).
 */
export interface Tokenizer {
  version: number;
  /** A post's tokens: title, then content, then its filter tokens. */
  tokens(title: string, content: string, filters?: readonly string[]): string[];
}

export const LIVE_TOKENIZER: Tokenizer = {
  version: SEARCH_TOKENS_VERSION,
  tokens: postSearchTokens,
};

export const HELD_STATUSES = ['hidden', 'pending'] as const satisfies readonly PostStatusValue[];
export type HeldStatus = (typeof HELD_STATUSES)[number];

export const isHeld = (status: PostStatusValue): status is HeldStatus =>
  (HELD_STATUSES as readonly PostStatusValue[]).includes(status);

export interface HeldSearch {
  phrases: SearchPhrase[];
  statuses: readonly HeldStatus[];
  authorId?: number | undefined;
  beforeId?: number | undefined;
  limit: number;
}

/** A public entry to write with a post: the post's, none, or (an UPDATE) the post's while published. */
export type RowEntry = IndexedPost | null | { ifPublished: IndexedPost };

export interface SearchIndex {
  tokenizer: Tokenizer;
  /**
   * The values of the INSERT or UPDATE that writes a post, with its public entry where the
   * dialect keeps it in the row (PostgreSQL); unchanged elsewhere.
   */
  inRow<T extends object>(values: T, entry: RowEntry): T;
  /**
   * After that statement, the public entries of `ids` where the dialect keeps them in a table of
   * their own (SQLite): written afresh from `entry`, or removed when it is null.
   */
  afterWrite(trx: Db, ids: readonly number[], entry: IndexedPost | null): Promise<void>;
  /** Adds a held post's entry; the caller has released any entry it had. */
  hold(trx: Db, id: number, post: HeldText): Promise<void>;
  /** Takes posts out of the held index; ids that are not in it are skipped. */
  release(trx: Db, ids: readonly number[]): Promise<void>;
  /**
   * Held posts whose words match, newest first, through their own index: its walk is bounded by
   * the held posts that match; status and author are checked on each match's row.
   */
  heldIds(db: Db, q: HeldSearch): Promise<number[]>;
  /**
   * After published posts were filed under a moved region's new ancestors, in that transaction:
   * their entries again where they carry region tokens (SQLite).
   */
  regionsMoved(trx: Db, ids: readonly number[]): Promise<void>;
  /**
   * Writes every entry of these posts afresh with this index's tokenizer, each in a statement of
   * its own: public for published, unexpired posts, held for hidden and pending ones.
   */
  rewrite(trx: Db, posts: readonly StoredPost[], now: number): Promise<void>;
  /**
   * Which of `exprs` a published post's public entry matches, read through the post's own row (a
   * saved search's keyword asked of the post just published: decision 0026).
   */
  entryMatches(db: Db, postId: number, exprs: readonly SearchExpr[]): Promise<boolean[]>;
  /** The public entry's text as the dialect stores it (bulk loads write it themselves). */
  document(post: IndexedPost): string;
}

/** The filter tokens of a list: the ones a post carries for the list's category and region. */
export function listFilterTokens(filter: { categoryId?: number; regionId?: number }): string[] {
  const tokens: string[] = [];
  if (filter.categoryId !== undefined) tokens.push(filterToken('category', filter.categoryId));
  if (filter.regionId !== undefined) tokens.push(filterToken('region', filter.regionId));
  return tokens;
}

/** A post carries its region at every level, so a region's list also finds its sub-regions' posts. */
export function postFilterTokens(post: IndexedPost): string[] {
  const tokens = [filterToken('category', post.category_id)];
  for (const id of [post.country_id, post.state_id, post.metro_id]) {
    if (typeof id === 'number') tokens.push(filterToken('region', id));
  }
  return tokens;
}

/** The public entry a stored post should have now: published and unexpired ones only. */
export const isPubliclyIndexed = (post: StoredPost, now: number) =>
  post.status === 'published' && post.expires_at > now;
