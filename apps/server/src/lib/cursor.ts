import { Code, ID_MAX } from '@huaren/contract';
import { Refusal } from './envelope';

/**
 * Keyset cursors for paged lists: the sort key of the last row served, opaque to the client
 * (base64url of JSON) so that a list may change its key without changing its clients.
 */
export function encodeCursor(key: readonly number[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/**
 * What a part of a key is compared with: `int`, an int4 column (an id, a count, a flag), up to
 * ID_MAX; `time`, a bigint column of milliseconds. PostgreSQL answers a number beyond its column's
 * type with an error, so each part is bounded by its column here rather than there.
 */
export type CursorPart = 'int' | 'time';

const fits = (part: CursorPart, value: unknown): boolean =>
  Number.isSafeInteger(value) &&
  (value as number) >= 0 &&
  (part === 'time' || (value as number) <= ID_MAX);

/** The key a cursor holds, checked against the list's key shape; a bad cursor answers 400. */
export function decodeCursor<T extends readonly CursorPart[]>(
  cursor: string,
  shape: T,
  reason: string,
): { [K in keyof T]: number } {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new Refusal(Code.invalid, reason);
  }
  const valid =
    Array.isArray(key) && key.length === shape.length && key.every((v, i) => fits(shape[i]!, v));
  if (!valid) throw new Refusal(Code.invalid, reason);
  return key as { [K in keyof T]: number };
}
