import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { updateFeedItems } from './feeds';

/**
 * What the query hooks of posts and articles share, by content kind: their cache keys, the
 * cards of every cached list, and a save that makes the lists stale.
 */

export type ContentKind = 'posts' | 'articles';

/** One kind's cache keys: every query of the kind lies under `all`, every feed under `lists`. */
export function contentKeys<Filter>(kind: ContentKind) {
  return {
    all: [kind] as const,
    lists: [kind, 'list'] as const,
    list: (filter: Filter) => [kind, 'list', filter] as const,
    detail: (id: number) => [kind, 'detail', id] as const,
    mine: [kind, 'mine'] as const,
    likes: [kind, 'likes'] as const,
  };
}

/** What the shared parts need of a kind's keys (its filter type aside). */
type ContentKeys = Omit<ReturnType<typeof contentKeys>, 'list'>;

/** Item `id` changed (or dropped, for null) in every cached list of its kind: feeds, mine, likes. */
export function updateContentItems<T extends { id: number }>(
  client: QueryClient,
  keys: ContentKeys,
  id: number,
  change: (item: T) => T | null,
): void {
  updateFeedItems(client, [keys.lists, keys.mine, keys.likes], id, change);
}

/** An item deleted: it leaves every cached list at once, and its detail. */
export function dropContentItem(client: QueryClient, keys: ContentKeys, id: number): void {
  updateContentItems(client, keys, id, () => null);
  client.removeQueries({ queryKey: keys.detail(id) });
}

/** Publish or replace an item: its answer becomes the detail, and every list is stale after. */
export function useSaveContentMutation<Input, T extends { id: number }>(
  keys: ContentKeys,
  save: (input: Input) => Promise<T>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (item) => {
      client.setQueryData(keys.detail(item.id), item);
      void client.invalidateQueries({ queryKey: keys.all, refetchType: 'none' });
    },
  });
}
