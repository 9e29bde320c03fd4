import type { Page } from '@huaren/contract';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { PostReasons } from './reasons';

export interface Paging {
  cursor?: string | undefined;
  pageSize: number;
}

/** The id a one-key cursor holds (lists newest first by id, or oldest first for children). */
export function idAfter(cursor: string | undefined): number | undefined {
  return cursor === undefined
    ? undefined
    : decodeCursor(cursor, ['number'], PostReasons.badCursor)[0];
}

/**
 * A page from `pageSize + 1` fetched rows: the extra row only tells that more follow. The cursor
 * is the key of the last row served.
 */
export function pageFrom<R, T>(
  rows: readonly R[],
  pageSize: number,
  present: (row: R) => T,
  keyOf: (row: R) => readonly number[] = (row) => [(row as { id: number }).id],
): Page<T> {
  const more = rows.length > pageSize;
  const list = more ? rows.slice(0, pageSize) : rows;
  return {
    list: list.map(present),
    nextCursor: more ? encodeCursor(keyOf(list[list.length - 1]!)) : null,
  };
}
