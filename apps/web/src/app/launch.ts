import { useEffect } from 'react';
import { useCategoriesQuery } from '../api/categories';
import { useParamConfigQuery } from '../api/paramConfig';
import { useRegionsQuery } from '../api/regions';
import { getStoredRegion, saveRegion } from '../lib/regionStore';
import { buildRegionTree, defaultSelection } from '../lib/regionTree';
import { getToken } from '../lib/session';

/**
 * App launch (spec section 4): load the parameter config, the region list and the category list;
 * when no region is stored (or the stored one no longer exists), the first region of the list
 * becomes the selected country and region.
 */
export function useLaunch(): void {
  useParamConfigQuery();
  useCategoriesQuery();
  const { data: regions } = useRegionsQuery();

  useEffect(() => {
    if (!regions?.length) return;
    const stored = getStoredRegion();
    if (stored && buildRegionTree(regions).byId.has(stored.regionId)) return;
    const selection = defaultSelection(regions);
    if (selection) saveRegion(selection);
  }, [regions]);

  useEffect(() => {
    if (!getToken()) return;
    // SEAM for the accounts issue: with a stored token, call is_login here (any failure counts
    // as logged out, spec section 8) and load the user info when logged in. The endpoint does
    // not exist yet, so nothing is called.
  }, []);
}
