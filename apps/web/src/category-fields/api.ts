import type { CategoryField } from '@huaren/contract';
import { callPaths } from '@huaren/contract/call-paths';
import { useQuery } from '@tanstack/react-query';
import { request } from '../api/client';

/** Every category's fields in one small list: the form, the filter sheet and the console read it. */
export const categoryFieldKeys = { all: ['categoryFields'] as const };

export function useCategoryFieldsQuery() {
  return useQuery({
    queryKey: categoryFieldKeys.all,
    queryFn: ({ signal }) => request(callPaths.categoryFields, {}, { signal }),
    select: (data) => data.list,
    staleTime: 5 * 60_000,
  });
}

/** The fields of one category, in its order; [] for none or no category. */
export function fieldsOf(
  all: readonly CategoryField[] | undefined,
  categoryId: number | null | undefined,
): CategoryField[] {
  return (all ?? []).filter((f) => f.categoryId === categoryId);
}
