import type { Page } from '@huaren/contract';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

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

/** The list with item `id` replaced by `change`'s answer, or left out where that is null. */
export const changeItem =
  <T extends { id: number }>(id: number, change: (item: T) => T | null) =>
  (list: T[]) =>
    list.flatMap((item) => (item.id === id ? (change(item) ?? []) : [item]));

/** Item `id` changed (or dropped) in every cached feed under each of `keys`. */
export function updateFeedItems<T extends { id: number }>(
  client: QueryClient,
  keys: readonly QueryKey[],
  id: number,
  change: (item: T) => T | null,
): void {
  const apply = changeItem(id, change);
  for (const queryKey of keys) {
    client.setQueriesData<Pages<T>>({ queryKey }, (data) => mapPages(data, apply));
  }
}
