import type { Article, ArticleInput, ArticleSort } from '@huaren/contract';
import { callPaths } from '@huaren/contract/call-paths';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import { contentKeys, dropContentItem, useSaveContentMutation } from './content';
import { feedQuery } from './feeds';
import { pageDataFeed } from './pageDataQuery';

export interface ArticleFilter {
  sort: ArticleSort;
  regionId?: number;
}

export const articleKeys = contentKeys<ArticleFilter>('articles');

/** The community feed of one sort and region. */
export function useArticleListQuery(filter: ArticleFilter) {
  return useInfiniteQuery({
    ...feedQuery(articleKeys.list(filter), callPaths.articleList, filter),
    ...pageDataFeed(callPaths.articleList, filter),
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
  return useInfiniteQuery(feedQuery(articleKeys.mine, callPaths.myArticleList, {}));
}

export function useLikedArticlesQuery() {
  return useInfiniteQuery(feedQuery(articleKeys.likes, callPaths.myLikeArticles, {}));
}

/** Publish or, with an id, replace an article. Every list is stale afterwards. */
export function useSaveArticleMutation(articleId: number | null) {
  return useSaveContentMutation(articleKeys, (input: ArticleInput): Promise<Article> =>
    articleId === null
      ? request(callPaths.newArticle, input)
      : request(callPaths.updateArticle, { ...input, id: articleId }),
  );
}

/** Delete (soft) several: those the server deleted leave every cached list, and their detail. */
export function useDeleteArticlesMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => request(callPaths.deleteArticles, { ids }),
    onSuccess: ({ deletedIds }) => {
      for (const id of deletedIds) dropContentItem(client, articleKeys, id);
      void client.invalidateQueries({ queryKey: articleKeys.all, refetchType: 'none' });
    },
  });
}
