import type { PostFilter } from '@huaren/contract';
import { callPaths as routes } from '@huaren/contract/call-paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../api/client';

/** The caller's saved searches (issue 18 item 4): one list, at most 20. */
export const savedSearchKeys = { list: ['savedSearches'] as const };

export function useSavedSearchesQuery() {
  return useQuery({
    queryKey: savedSearchKeys.list,
    queryFn: ({ signal }) => request(routes.mySavedSearches, {}, { signal }),
    select: (data) => data.list,
  });
}

export function useSaveSearchMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (filter: PostFilter) => request(routes.saveSearch, filter),
    onSuccess: () => void client.invalidateQueries({ queryKey: savedSearchKeys.list }),
  });
}

/** Opening a search starts its new-match count again. */
export function useOpenSavedSearchMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(routes.openSavedSearch, { id }),
    onSuccess: () => void client.invalidateQueries({ queryKey: savedSearchKeys.list }),
  });
}

export function useDeleteSavedSearchMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(routes.deleteSavedSearch, { id }),
    onSuccess: () => void client.invalidateQueries({ queryKey: savedSearchKeys.list }),
  });
}
