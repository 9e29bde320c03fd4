import { WEB_CLIENT_TYPE } from '@huaren/contract/app';
import { callPaths } from '@huaren/contract/call-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './client';
import { launchDataQuery } from './launchQuery';

export const categoryKeys = {
  all: ['categories'] as const,
  recommended: ['categories', 'recommended'] as const,
};

/** A launch list of categories (all, or the recommended ones) under its key. */
const categoryListQuery = (
  queryKey: readonly string[],
  path: typeof callPaths.postCategories | typeof callPaths.postCategoriesRecommend,
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => request(path, { clientType: WEB_CLIENT_TYPE }, { signal }),
    select: (data) => data.list,
    ...launchDataQuery(path),
  });

export const categoriesQuery = categoryListQuery(categoryKeys.all, callPaths.postCategories);

export const recommendedCategoriesQuery = categoryListQuery(
  categoryKeys.recommended,
  callPaths.postCategoriesRecommend,
);

export function useCategoriesQuery() {
  return useQuery(categoriesQuery);
}

export function useRecommendedCategoriesQuery() {
  return useQuery(recommendedCategoriesQuery);
}
