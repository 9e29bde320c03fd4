import type { CategoryIcon } from '@huaren/contract';
import type { Generated } from 'kysely';

// Regions, categories, parameter config, request nonces (conventions: schema.ts).

export interface RegionTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  /** RegionLevel of the contract: 1 country, 2 state or province, 3 metro area. */
  level: number;
  sort_order: number;
  /**
   * English names and pinyin, for search and the region picker (decision 0005, "Aliases"): parts
   * separated by `/` as in `name`, a part's spellings by `,`; '' when none.
   */
  name_en: Generated<string>;
  pinyin: Generated<string>;
}

export interface CategoryTable {
  id: Generated<number>;
  name: string;
  icon: CategoryIcon;
  color: string;
  recommended: number;
  has_price: number;
  sort_order: number;
  /** Bit mask of the client types that list the category: bit 0 is clientType 1, bit 1 is clientType 2. */
  client_types: number;
  /** 1: a new post waits as `pending` until an administrator approves it (decision 0008). */
  premoderated: Generated<number>;
}

export interface ParamConfigTable {
  key: string;
  value: string;
  updated_at: number;
}

/** Single-use request nonces of the replay protection, kept until their timestamp leaves the window. */
/** A single-use ticket of the real-time stream (decision 0036), by its SHA-256. */
export interface StreamTicketTable {
  hash: string;
  user_id: number;
  session_hash: string;
  expires_at: number;
}

export interface RequestNonceTable {
  nonce: string;
  expires_at: number;
}

/**
 * One row per kind of derived data (`post_search`, `article_html`): the version of the code that
 * wrote it, and while a rebuild to `target` runs, the last row id it has rewritten (lib/rebuild.ts).
 */
export interface RebuildStateTable {
  name: string;
  version: number;
  target: number | null;
  done_through: Generated<number>;
}
