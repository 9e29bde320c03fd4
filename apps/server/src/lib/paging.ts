import { BAD_CURSOR, type Page } from '@huaren/contract';
import { decodeCursor, encodeCursor } from './cursor';

export interface Paging {
  cursor?: string | undefined;
  pageSize: number;
}

/** The key a cursor of a post, reply, article or comment list holds: `[id]` or `[count, id]`. */
export function keyAfter(cursor: string, length: 1): [number];
export function keyAfter(cursor: string, length: 2): [number, number];
export function keyAfter(cursor: string, length: 1 | 2): number[] {
  const shape = length === 1 ? (['int'] as const) : (['int', 'int'] as const);
  return [...decodeCursor(cursor, shape, BAD_CURSOR)];
}

/** The id a one-key cursor holds (lists newest first by id, or oldest first for children). */
export function idAfter(cursor: string | undefined): number | undefined {
  return cursor === undefined ? undefined : keyAfter(cursor, 1)[0];
}

/** The key a cursor of a list newest first by a time, then id, holds (conversations, notices). */
export function timeAndIdAfter(cursor: string | undefined) {
  return cursor === undefined
    ? undefined
    : decodeCursor(cursor, ['time', 'int'] as const, BAD_CURSOR);
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
