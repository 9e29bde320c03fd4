import { type CategoryFieldInput, callPaths } from '@huaren/contract';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY, useAdminMutation } from '../api/admin';
import { request } from '../api/client';
import { categoryFieldKeys } from './api';

/** A category's fields in order, as the console edits them. */
export function useAdminCategoryFieldsQuery(categoryId: number) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'categoryFields', categoryId],
    queryFn: ({ signal }) => request(callPaths.adminCategoryFields, { categoryId }, { signal }),
    select: (data) => data.list,
  });
}

/** Each change reaches the app's forms, cards and filter sheets (their list refetches). */
export function useSaveCategoryFieldMutation() {
  return useAdminMutation(
    (input: CategoryFieldInput) => request(callPaths.adminSaveCategoryField, input),
    [categoryFieldKeys.all],
  );
}

export function useDeleteCategoryFieldMutation() {
  return useAdminMutation(
    (input: { id: number; reason: string }) => request(callPaths.adminDeleteCategoryField, input),
    [categoryFieldKeys.all],
  );
}

export function useOrderCategoryFieldsMutation(categoryId: number) {
  return useAdminMutation(
    (ids: number[]) => request(callPaths.adminOrderCategoryFields, { categoryId, ids }),
    [categoryFieldKeys.all],
  );
}
