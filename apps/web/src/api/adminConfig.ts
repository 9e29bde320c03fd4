import { callPaths, paramConfigMap } from '@huaren/contract';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY, useAdminCall } from './admin';
import { request } from './client';
import { paramConfigKeys } from './paramConfig';

/** Every parameter as a map by key, with those the public list leaves out (the risk rules). */
export function useAdminParamConfigQuery() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'paramConfig'],
    queryFn: ({ signal }) => request(callPaths.adminParamConfigList, {}, { signal }),
    select: (data) => paramConfigMap(data.list),
  });
}

/** Set a parameter; the console's and the public config (the about page) refetch. */
export function useSaveParamMutation() {
  return useAdminCall(callPaths.adminSaveParamConfig, [paramConfigKeys.all]);
}
