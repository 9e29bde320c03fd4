import type { CategoryIcon } from '@huaren/contract';
import type { Generated } from 'kysely';

/**
 * The one description of the tables, shared by both dialects. Conventions every later table
 * keeps: integer ids; timestamps as milliseconds since the epoch in `bigint` columns (read back as
 * numbers on PostgreSQL too, see database.ts); flags as integer 0/1, because better-sqlite3
 * cannot bind booleans and PostgreSQL will not compare a boolean with an integer.
 */

export interface RegionTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  /** RegionLevel of the contract: 1 country, 2 state or province, 3 metro area. */
  level: number;
  sort_order: number;
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
}

export interface ParamConfigTable {
  key: string;
  value: string;
  updated_at: number;
}

/** Single-use request nonces of the replay protection, kept until their timestamp leaves the window. */
export interface RequestNonceTable {
  nonce: string;
  expires_at: number;
}

export interface Database {
  regions: RegionTable;
  categories: CategoryTable;
  param_config: ParamConfigTable;
  request_nonces: RequestNonceTable;
}
