import type { Envelope, Page } from '@huaren/contract';
import { expect } from 'vitest';

/**
 * Every page of a cursor-paged list, in order: `page(cursor)` asks for one (the first without a
 * cursor), each must answer 200, and the walk follows nextCursor to the end.
 */
export async function everyPage<T>(
  page: (cursor: { cursor?: string }) => Promise<Envelope<Page<T>>>,
): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | null = null;
  do {
    const res = await page(cursor ? { cursor } : {});
    expect(res.code).toBe(200);
    pages.push(res.data!.list);
    cursor = res.data!.nextCursor;
  } while (cursor !== null && pages.length < 100);
  return pages;
}
