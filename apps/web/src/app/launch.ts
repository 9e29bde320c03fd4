import { useEffect } from 'react';
import { useCategoriesQuery } from '../api/categories';
import { useParamConfigQuery } from '../api/paramConfig';
import { useRegionsQuery } from '../api/regions';
import { getStoredRegion, saveRegion, useStoredRegion } from '../lib/regionStore';
import { buildRegionTree, defaultSelection, type RegionSelection } from '../lib/regionTree';
import { getToken } from '../lib/session';

/**
 * App launch (spec section 4): load the parameter config, the region list and the category list;
 * when no region is stored (or the stored one no longer exists), the first region of the list
 * becomes the selected country and region. With a stored token, the session is checked.
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
    // With a stored token: is_login, then the user info. Loaded on demand, so that a visitor's
    // first screen does not carry the account calls and their schemas.
    import('../api/sessionCheck').then(
      ({ checkSession }) => checkSession(),
      (error: unknown) => console.warn('launch: the session check could not load', error),
    );
  }, []);
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
