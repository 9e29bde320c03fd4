import { REGION_PATH_SEPARATOR } from '@huaren/contract';
import { useEffect, useMemo, useState } from 'react';
import { useRegionsQuery } from '../../api/regions';
import { getBrowserLocation, isLocationAllowed } from '../../lib/browserLocation';
import { STREET_ZOOM, type MapView } from '../../lib/geo';
import { regionView } from '../../lib/regionCentres';
import { useStoredRegion } from '../../lib/regionStore';
import { ancestorsOf, buildRegionTree } from '../../lib/regionTree';

/**
 * Where the picker's map opens when the post has no point yet: at the browser's location when
 * the user has already allowed it (no prompt: that waits for the button), else at the form's
 * region, else at the region chosen on the home page, else at the United States.
 */
export function useStartView(formRegionId: number | null, enabled: boolean): MapView {
  const regions = useRegionsQuery();
  const stored = useStoredRegion();
  const [here, setHere] = useState<MapView | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void isLocationAllowed().then(async (allowed) => {
      if (!allowed) return;
      const coords = await getBrowserLocation().catch(() => null);
      if (live && coords) setHere({ ...coords, zoom: STREET_ZOOM });
    });
    return () => {
      live = false;
    };
  }, [enabled]);

  const names = useMemo(() => {
    if (formRegionId !== null && regions.data) {
      const chain = ancestorsOf(buildRegionTree(regions.data), formRegionId);
      if (chain.length) return chain.map((r) => r.regionName).join(REGION_PATH_SEPARATOR);
    }
    return stored?.regionPath ?? '';
  }, [formRegionId, regions.data, stored]);
  const fromRegion = useMemo(() => regionView(names.split(REGION_PATH_SEPARATOR)), [names]);

  return here ?? fromRegion;
}
