import { callPaths } from '@huaren/contract';
import { useAdminCall } from './admin';
import { regionKeys } from './regions';

/** The console edits the public region list (api/regions.ts), which then refetches. */

export function useSaveRegionMutation() {
  return useAdminCall(callPaths.adminSaveRegion, [regionKeys.all]);
}

export function useOrderRegionsMutation() {
  return useAdminCall(callPaths.adminOrderRegions, [regionKeys.all]);
}
