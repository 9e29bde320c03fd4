import { defineCall } from './define-call';
import { z } from './z';

/**
 * Lists page by an opaque cursor (keyset paging), never by offset: a deep page costs the same as
 * the first, and an infinite feed does not repeat or skip rows when new ones arrive.
 */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

/** What a list answers for a cursor it did not make; the server says the same of a forged one. */
export const BAD_CURSOR = '分页参数不正确';

export const PageInput = z.object({
  cursor: z.string({ error: BAD_CURSOR }).max(200, { error: BAD_CURSOR }).optional(),
  // A query string carries the size as text; a JSON body as a number, never `true` or `[5]`.
  pageSize: z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v),
    z
      .number({ error: '每页条数必须是数字' })
      .int({ error: '每页条数必须是整数' })
      .min(1, { error: '每页条数至少为 1' })
      .max(MAX_PAGE_SIZE, { error: `每页条数最多为 ${MAX_PAGE_SIZE}` })
      .default(DEFAULT_PAGE_SIZE),
  ),
});
export type PageInput = z.infer<typeof PageInput>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    /** Pass back as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  });
}

/** A whole list in one answer (short lists such as categories or regions): no cursor. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item) });
}

/**
 * A whole list's input and output, to spread into a call: the list's own query fields (`query`,
 * none by default) in, every `item` out.
 */
export function wholeList<T extends z.ZodType, Q extends z.ZodRawShape = Record<never, never>>(
  item: T,
  query?: Q,
) {
  return { input: z.object(query ?? ({} as Q)), output: listOf(item) };
}

export interface Page<T> {
  list: T[];
  nextCursor: string | null;
}

/**
 * A paged list's input and output, to spread into a call: PageInput with the list's own query
 * fields (`query`), answering a page of `item`.
 */
export function pagedList<T extends z.ZodType, Q extends z.ZodRawShape = Record<never, never>>(
  item: T,
  query?: Q,
) {
  return { input: PageInput.extend(query ?? ({} as Q)), output: pageOf(item) };
}

/**
 * A page of one of the caller's own lists (their posts, likes, comments, logins): a GET of
 * PageInput for a signed-in user, newest first unless the summary says otherwise.
 */
export function myListCall<T extends z.ZodType>(path: string, item: T, summary: string) {
  return defineCall(`GET ${path}`, { ...pagedList(item), auth: 'user', summary });
}
