import { adminSaveParamConfig, type InputOf } from '@huaren/contract';
import { useAdminMutation } from './admin';
import { request } from './client';
import { paramConfigKeys } from './paramConfig';

/** Set a parameter; the public config (api/paramConfig.ts, the about page) refetches. */
export function useSaveParamMutation() {
  return useAdminMutation(
    (input: InputOf<typeof adminSaveParamConfig>) => request(adminSaveParamConfig, input),
    [paramConfigKeys.all],
  );
}
