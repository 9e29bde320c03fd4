import { callPaths } from '@huaren/contract/call-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './client';
import { LAUNCH_DATA_QUERY } from './launchQuery';

/** The web and app client of the spec asks with clientType 2. */
const CLIENT_TYPE = 2;

export const categoryKeys = {
  all: ['categories'] as const,
  recommended: ['categories', 'recommended'] as const,
};

export const categoriesQuery = queryOptions({
  queryKey: categoryKeys.all,
  queryFn: ({ signal }) =>
    request(callPaths.postCategories, { clientType: CLIENT_TYPE }, { signal }),
  select: (data) => data.list,
  ...LAUNCH_DATA_QUERY,
});

export const recommendedCategoriesQuery = queryOptions({
  queryKey: categoryKeys.recommended,
  queryFn: ({ signal }) =>
    request(callPaths.postCategoriesRecommend, { clientType: CLIENT_TYPE }, { signal }),
  select: (data) => data.list,
  ...LAUNCH_DATA_QUERY,
});

export function useCategoriesQuery() {
  return useQuery(categoriesQuery);
}

export function useRecommendedCategoriesQuery() {
  return useQuery(recommendedCategoriesQuery);
}
