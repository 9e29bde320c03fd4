import type { Readable } from 'node:stream';

/** An object read back: its bytes as a stream and their count (Content-Length). */
export interface StoredObject {
  body: Readable;
  size: number;
}

/** A key in a listing, with when its object was written. */
export interface ListedObject {
  key: string;
  modifiedAt: number;
}

/**
 * Where uploaded files live, by key (`<sha256>.webp`). Objects are immutable: a key is written
 * once and never changes, so a store may cache and dedupe freely. Two implementations: a local
 * directory and an S3-compatible bucket (decision 0031); open-store.ts picks one.
 */
export interface ObjectStore {
  /** Writes atomically: a reader sees the whole object or none (never a partial file). */
  put(key: string, data: Buffer): Promise<void>;
  /** Null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Every object, in no particular order (orphan cleanup, backups). */
  list(): AsyncIterable<ListedObject>;
  /** Removes an object; a key that is not there is no error. */
  delete(key: string): Promise<void>;
  /** Throws when the store cannot take writes now (a missing or read-only volume): /readyz. */
  checkReachable(): Promise<void>;
  /** The URL a browser loads the object from (same-origin path for the local store). */
  url(key: string): string;
}
