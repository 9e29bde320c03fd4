import type { FieldFilters, Post, PostListItem, PostSort } from '@huaren/contract';
import { callPaths } from '@huaren/contract/call-paths';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { request } from './client';
import { contentKeys, updateContentItems } from './content';
import { changeItem, feedQuery } from './feeds';
import { pageDataFeed, pageDataQuery } from './pageDataQuery';

export interface PostFilter {
  categoryId?: number;
  regionId?: number;
  keyword?: string;
  sort: PostSort;
  priceMin?: number;
  priceMax?: number;
  fields?: FieldFilters;
}

export const postKeys = {
  ...contentKeys<PostFilter>('posts'),
  recommend: (regionId: number | undefined) => ['posts', 'recommend', regionId ?? null] as const,
};

/** The post list of one filter: an infinite feed paged by cursor, asked once `enabled`. */
export function usePostListQuery(filter: PostFilter, enabled = true) {
  return useInfiniteQuery({
    ...feedQuery(postKeys.list(filter), callPaths.postList, filter),
    ...pageDataFeed(callPaths.postList, filter),
    enabled,
  });
}

export const postQuery = (id: number) =>
  queryOptions({
    queryKey: postKeys.detail(id),
    queryFn: ({ signal }) => request(callPaths.postDetail, { id }, { signal }),
  });

/** A post; each fetch counts a view on the server. */
export function usePostQuery(id: number | null) {
  return useQuery({
    ...postQuery(id ?? 0),
    ...pageDataQuery(callPaths.postDetail, { id: id ?? 0 }),
    enabled: id !== null,
  });
}

/** The home page's recommended posts, for the current region. */
export function useRecommendedPostsQuery(regionId: number | undefined) {
  return useQuery({
    queryKey: postKeys.recommend(regionId),
    queryFn: ({ signal }) => request(callPaths.recommendImportantPost, { regionId }, { signal }),
    ...pageDataQuery(callPaths.recommendImportantPost, { regionId }),
    select: (data) => data.list,
  });
}

export function useMyPostsQuery() {
  return useInfiniteQuery(feedQuery(postKeys.mine, callPaths.myPosts, {}));
}

/** A post's list item, wherever a list holds it (category lists, my posts, my likes, home). */
export function updateListItems(
  client: QueryClient,
  postId: number,
  change: (item: PostListItem) => PostListItem | null,
): void {
  updateContentItems(client, postKeys, postId, change);
  client.setQueriesData<{ list: PostListItem[] }>(
    { queryKey: ['posts', 'recommend'] },
    (data) => data && { ...data, list: changeItem(postId, change)(data.list) },
  );
}

/**
 * A post as the server answered a change of it: its detail takes the answer, and its cards, in
 * whichever lists hold them, take the fields the change moved.
 */
export function takeChangedPost(client: QueryClient, post: Post, card: Partial<PostListItem>) {
  client.setQueryData(postKeys.detail(post.id), post);
  updateListItems(client, post.id, (item) => ({ ...item, ...card }));
}

/** Delete (soft): the post leaves every cached list at once, and its detail. */
export function useDeletePostMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(callPaths.deletePost, { id }),
    onSuccess: (_data, id) => {
      updateListItems(client, id, () => null);
      client.removeQueries({ queryKey: postKeys.detail(id) });
      void client.invalidateQueries({ queryKey: postKeys.all, refetchType: 'none' });
    },
  });
}

export function useRenewPostMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(callPaths.renewPost, { id }),
    onSuccess: (post) =>
      takeChangedPost(client, post, { status: post.status, expiresAt: post.expiresAt }),
  });
}
