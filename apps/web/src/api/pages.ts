import type { Page } from '@huaren/contract';
import type { InfiniteData } from '@tanstack/react-query';

/** The cached pages of one cursor feed. */
export type Pages<T> = InfiniteData<Page<T>, string | undefined>;

/** The next page's cursor for useInfiniteQuery (undefined: the feed has ended). */
export const nextCursor = (page: Page<unknown>) => page.nextCursor ?? undefined;

/** The same feed with `apply` run over the items of every loaded page. */
export function mapPages<T>(data: Pages<T> | undefined, apply: (list: T[]) => T[]) {
  return (
    data && { ...data, pages: data.pages.map((page) => ({ ...page, list: apply(page.list) })) }
  );
}
