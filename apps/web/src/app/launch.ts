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
