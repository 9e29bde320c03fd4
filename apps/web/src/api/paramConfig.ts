import { DEFAULT_SITE_NAME } from '@huaren/contract/app';
import { callPaths } from '@huaren/contract/call-paths';
import { ParamKey, paramConfigMap } from '@huaren/contract/launch/param-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './client';
import { launchDataQuery } from './launchQuery';

export const paramConfigKeys = { all: ['paramConfig'] as const };

export const paramConfigQuery = queryOptions({
  queryKey: paramConfigKeys.all,
  queryFn: ({ signal }) => request(callPaths.paramConfigList, {}, { signal }),
  // Spec section 3: the config is exposed as a map by key.
  select: (data) => paramConfigMap(data.list),
  ...launchDataQuery(callPaths.paramConfigList),
});

export function useParamConfigQuery() {
  return useQuery(paramConfigQuery);
}

/** The site name for nav bars and page titles, with the contract's fallback until it loads. */
export function useSiteName(): string {
  const { data } = useParamConfigQuery();
  return data?.[ParamKey.siteName]?.trim() || DEFAULT_SITE_NAME;
}
