import type { Call, CallPath, InputOf, Page } from '@huaren/contract';
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { request } from './client';
import { nextCursor } from './feeds';

/** Every console query lives under this key. */
export const ADMIN_KEY = ['admin'] as const;

/** A console list paged by cursor, keyed by its filter; a page may carry more than its rows. */
export function useAdminFeed<P extends Page<unknown>>(
  key: readonly unknown[],
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<P>,
) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_KEY, ...key],
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });
}

/**
 * An admin action. One action shows in several console lists at once (the queue, content, the
 * dashboard, the audit log), so all of them refetch, as do the public caches it changes
 * (`affects`). mutateAsync settles after the refetch: a dialog closes on the updated list.
 */
export function useAdminMutation<I, O>(
  mutationFn: (input: I) => Promise<O>,
  affects: readonly QueryKey[] = [],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        [ADMIN_KEY, ...affects].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}

/** An admin action that sends its input to `call` as it is, with useAdminMutation's refetches. */
export function useAdminCall<C extends Call>(call: CallPath<C>, affects: readonly QueryKey[] = []) {
  return useAdminMutation((input: InputOf<C>) => request(call, input), affects);
}
