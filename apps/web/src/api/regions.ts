import { callPaths as routes } from '@huaren/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './client';
import { LAUNCH_DATA_QUERY } from './launchQuery';

export const regionKeys = { all: ['regions'] as const };

export const regionsQuery = queryOptions({
  queryKey: regionKeys.all,
  queryFn: ({ signal }) => request(routes.regionList, {}, { signal }),
  select: (data) => data.list,
  ...LAUNCH_DATA_QUERY,
});

/** The flat region list, countries first; the first item is the default country. */
export function useRegionsQuery() {
  return useQuery(regionsQuery);
}
