import { callPaths } from '@huaren/contract/call-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useStoredRegion } from '../lib/regionStore';
import { defaultSelection, type RegionSelection } from '../lib/regionTree';
import { request } from './client';
import { launchDataQuery } from './launchQuery';

export const regionKeys = { all: ['regions'] as const };

export const regionsQuery = queryOptions({
  queryKey: regionKeys.all,
  queryFn: ({ signal }) => request(callPaths.regionList, {}, { signal }),
  select: (data) => data.list,
  ...launchDataQuery(callPaths.regionList),
});

/** The flat region list, countries first; the first item is the default country. */
export function useRegionsQuery() {
  return useQuery(regionsQuery);
}

/**
 * The region the home page's, the tabs' and the post list's lists use: the stored one, or on a
 * first visit the default that the launch is about to store, so that a list is asked once, for
 * that region, instead of once for no region and again when the launch has stored it. Undefined
 * while the region list is on its way and nothing is stored; null when it failed (lists of every
 * region).
 */
export function useCurrentRegion(): RegionSelection | null | undefined {
  const stored = useStoredRegion();
  const regions = useRegionsQuery();
  if (stored) return stored;
  if (regions.isPending) return undefined;
  return regions.data ? defaultSelection(regions.data) : null;
}
