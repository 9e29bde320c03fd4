import {
  type Article,
  type ArticleInput,
  type ArticleListItem,
  type ArticleSort,
  callPaths,
} from '@huaren/contract';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { request } from './client';
import { useOptimisticLike } from './likes';
import { nextCursor, updateFeedItems } from './pages';

export interface ArticleFilter {
  sort: ArticleSort;
  regionId?: number;
}

export const articleKeys = {
  all: ['articles'] as const,
  lists: ['articles', 'list'] as const,
  list: (filter: ArticleFilter) => ['articles', 'list', filter] as const,
  detail: (id: number) => ['articles', 'detail', id] as const,
  mine: ['articles', 'mine'] as const,
  likes: ['articles', 'likes'] as const,
};

/** The community feed of one sort and region. */
export function useArticleListQuery(filter: ArticleFilter) {
  return useInfiniteQuery({
    queryKey: articleKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      request(callPaths.articleList, { ...filter, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });
}

/** An article; each fetch counts a view on the server. */
export function useArticleQuery(id: number | null) {
  return useQuery({
    queryKey: articleKeys.detail(id ?? 0),
    queryFn: ({ signal }) => request(callPaths.articleDetail, { id: id ?? 0 }, { signal }),
    enabled: id !== null,
  });
}

export function useMyArticlesQuery() {
  return useInfiniteQuery({
    queryKey: articleKeys.mine,
    queryFn: ({ pageParam, signal }) =>
      request(callPaths.myArticleList, { cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });
}

export function useLikedArticlesQuery() {
  return useInfiniteQuery({
    queryKey: articleKeys.likes,
    queryFn: ({ pageParam, signal }) =>
      request(callPaths.myLikeArticles, { cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });
}

/** An article's card, wherever a list holds it (the feed, my articles, my likes). */
export function updateArticleItems(
  client: QueryClient,
  articleId: number,
  change: (item: ArticleListItem) => ArticleListItem | null,
): void {
  updateFeedItems(
    client,
    [articleKeys.lists, articleKeys.mine, articleKeys.likes],
    articleId,
    change,
  );
}

/** Publish or, with an id, replace an article. Every list is stale afterwards. */
export function useSaveArticleMutation(articleId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ArticleInput): Promise<Article> =>
      articleId === null
        ? request(callPaths.newArticle, input)
        : request(callPaths.updateArticle, { ...input, id: articleId }),
    onSuccess: (article) => {
      client.setQueryData(articleKeys.detail(article.id), article);
      void client.invalidateQueries({ queryKey: articleKeys.all, refetchType: 'none' });
    },
  });
}

/** Delete (soft) several: those the server deleted leave every cached list, and their detail. */
export function useDeleteArticlesMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => request(callPaths.deleteArticles, { ids }),
    onSuccess: ({ deletedIds }) => {
      for (const id of deletedIds) {
        updateArticleItems(client, id, () => null);
        client.removeQueries({ queryKey: articleKeys.detail(id) });
      }
      void client.invalidateQueries({ queryKey: articleKeys.all, refetchType: 'none' });
    },
  });
}

/** Like or unlike an article: shown at once, rolled back if the server refuses. */
export function useToggleArticleLikeMutation(articleId: number) {
  const client = useQueryClient();
  return useOptimisticLike<Article>({
    key: articleKeys.detail(articleId),
    likedListKey: articleKeys.likes,
    toggle: () => request(callPaths.articleLike, { articleId }),
    showInLists: (likeCount) =>
      updateArticleItems(client, articleId, (item) => ({ ...item, likeCount })),
  });
}
