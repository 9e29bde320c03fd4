import { Code } from '@huaren/contract';
import { ApiError } from './envelope';

/**
 * Keyset cursors for paged lists: the sort key of the last row served, opaque to the client
 * (base64url of JSON) so that a list may change its key without changing its clients.
 */
export function encodeCursor(key: readonly (number | string)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key a cursor holds, checked against the list's key shape; a bad cursor answers 400. */
export function decodeCursor<T extends readonly ('number' | 'string')[]>(
  cursor: string,
  shape: T,
  reason: string,
): { [K in keyof T]: T[K] extends 'number' ? number : string } {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new ApiError(Code.invalid, reason);
  }
  const valid =
    Array.isArray(key) &&
    key.length === shape.length &&
    key.every((v, i) => (shape[i] === 'number' ? Number.isSafeInteger(v) : typeof v === 'string'));
  if (!valid) throw new ApiError(Code.invalid, reason);
  return key as { [K in keyof T]: T[K] extends 'number' ? number : string };
}
