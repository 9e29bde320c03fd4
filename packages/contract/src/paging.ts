import { z } from 'zod';

/**
 * Lists page by an opaque cursor (keyset paging), never by offset: a deep page costs the same as
 * the first, and an infinite feed does not repeat or skip rows when new ones arrive.
 */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

export const PageInput = z.object({
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce
    .number({ error: '每页条数必须是数字' })
    .int({ error: '每页条数必须是整数' })
    .min(1, { error: '每页条数至少为 1' })
    .max(MAX_PAGE_SIZE, { error: `每页条数最多为 ${MAX_PAGE_SIZE}` })
    .default(DEFAULT_PAGE_SIZE),
});
export type PageInput = z.infer<typeof PageInput>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    /** Pass back as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  });
}

export interface Page<T> {
  list: T[];
  nextCursor: string | null;
}
