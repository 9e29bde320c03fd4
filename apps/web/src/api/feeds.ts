import type { Call, CallPath, InputOf, OutputOf, Page } from '@huaren/contract';
import {
  infiniteQueryOptions,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { request } from './client';

/** The cached pages of one cursor feed. */
export type Pages<T> = InfiniteData<Page<T>, string | undefined>;

/** The next page's cursor for useInfiniteQuery (undefined: the feed has ended). */
export const nextCursor = (page: Page<unknown>) => page.nextCursor ?? undefined;

/**
 * A cursor feed's query: `call` asked with `input` and each page's cursor, until a page answers
 * no next cursor. For useInfiniteQuery, with any option added (`enabled`).
 */
export function feedQuery<C extends Call>(
  queryKey: QueryKey,
  call: CallPath<C>,
  input: Omit<InputOf<C>, 'cursor'>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      request(call, { ...input, cursor: pageParam } as InputOf<C>, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: OutputOf<C>) => nextCursor(page as Page<unknown>),
  });
}

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
