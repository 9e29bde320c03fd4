import {
  type adminOrderRegions,
  type adminSaveRegion,
  type InputOf,
  callPaths,
} from '@huaren/contract';
import { useAdminMutation } from './admin';
import { request } from './client';
import { regionKeys } from './regions';

/** The console edits the public region list (api/regions.ts), which then refetches. */

export function useSaveRegionMutation() {
  return useAdminMutation(
    (input: InputOf<typeof adminSaveRegion>) => request(callPaths.adminSaveRegion, input),
    [regionKeys.all],
  );
}

export function useOrderRegionsMutation() {
  return useAdminMutation(
    (input: InputOf<typeof adminOrderRegions>) => request(callPaths.adminOrderRegions, input),
    [regionKeys.all],
  );
}
