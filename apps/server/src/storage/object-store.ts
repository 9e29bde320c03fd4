import type { Readable } from 'node:stream';

/** An object read back: its bytes as a stream and their count (Content-Length). */
export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * Where uploaded files live, by key (`<sha256>.webp`). Objects are immutable: a key is written
 * once and never changes, so a store may cache and dedupe freely. The local directory
 * implements it today; an S3-compatible bucket can implement the same four calls later
 * (PutObject, GetObject, HeadObject, and a public or CDN URL).
 */
export interface ObjectStore {
  /** Writes atomically: a reader sees the whole object or none (never a partial file). */
  put(key: string, data: Buffer): Promise<void>;
  /** Null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Throws when the store cannot take writes now (a missing or read-only volume): /readyz. */
  checkReachable(): Promise<void>;
  /** The URL a browser loads the object from (same-origin path for the local store). */
  url(key: string): string;
}
