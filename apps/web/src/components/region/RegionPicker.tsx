import { REGION_PATH_SEPARATOR, type Region } from '@huaren/contract';
import { useMemo, useState } from 'react';
import { useAppNavigator } from '../../nav/appNavigator';
import { saveRegion, useStoredRegion } from '../../lib/regionStore';
import { buildRegionTree, popularMetros, selectionOf, type RegionTree } from '../../lib/regionTree';
import { PopularRegions } from './PopularRegions';
import { RegionDrillDown } from './RegionDrillDown';
import styles from './RegionPicker.module.css';

/** Four rows of three, at most two metros of one state. */
const POPULAR = { limit: 12, perState: 2 };

export function RegionPicker({ regions }: { regions: readonly Region[] }) {
  const navigator = useAppNavigator();
  const stored = useStoredRegion();
  const tree = useMemo(() => buildRegionTree(regions), [regions]);
  const countryId = stored?.countryId ?? tree.childrenOf(null)[0]?.id;
  const [parentId, setParentId] = useState(() => startLevel(tree, countryId));

  const choose = (regionId: number) => {
    const selection = selectionOf(tree, regionId);
    if (!selection) return;
    saveRegion(selection);
    void navigator.back();
  };

  return (
    <>
      <p className={styles.current} data-testid="region-selected">
        当前地区：
        <strong>
          {stored ? stored.regionPath.split(REGION_PATH_SEPARATOR).join(' › ') : '未选择'}
        </strong>
      </p>
      <PopularRegions
        regions={countryId === undefined ? [] : popularMetros(tree, countryId, POPULAR)}
        selectedId={stored?.regionId}
        onChoose={choose}
      />
      <RegionDrillDown
        tree={tree}
        parentId={parentId}
        selectedId={stored?.regionId}
        onOpen={setParentId}
        onChoose={choose}
      />
    </>
  );
}

/** Opens on the states of the current country, the level most choices are made at. */
function startLevel(tree: RegionTree, countryId: number | undefined): number | null {
  if (countryId === undefined || !tree.byId.has(countryId)) return null;
  return tree.childrenOf(countryId).length > 0 ? countryId : null;
}
