import { type adminSaveParamConfig, type InputOf, callPaths } from '@huaren/contract';
import { useAdminMutation } from './admin';
import { request } from './client';
import { paramConfigKeys } from './paramConfig';

/** Set a parameter; the public config (api/paramConfig.ts, the about page) refetches. */
export function useSaveParamMutation() {
  return useAdminMutation(
    (input: InputOf<typeof adminSaveParamConfig>) => request(callPaths.adminSaveParamConfig, input),
    [paramConfigKeys.all],
  );
}
