import { callPaths } from '@huaren/contract';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY, useAdminCall, useAdminMutation } from './admin';
import { categoryKeys } from './categories';
import { request } from './client';

/** Every category in display order, with the pre-moderation flag the public list leaves out. */
export function useAdminCategoriesQuery() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'categories'],
    queryFn: ({ signal }) => request(callPaths.adminCategoryList, {}, { signal }),
    select: (data) => data.list,
  });
}

/** Create (without an id) or change a category; the app's category lists follow. */
export function useSaveCategoryMutation() {
  return useAdminCall(callPaths.adminSaveCategory, [categoryKeys.all]);
}

export function useOrderCategoriesMutation() {
  return useAdminMutation(
    (ids: number[]) => request(callPaths.adminOrderCategories, { ids }),
    [categoryKeys.all],
  );
}
