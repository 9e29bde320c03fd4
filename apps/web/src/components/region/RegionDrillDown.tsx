import { useEffect, useRef } from 'react';
import { ancestorsOf, type RegionTree } from '../../lib/regionTree';
import { List, ListButton } from '../List';
import styles from './RegionDrillDown.module.css';

interface RegionDrillDownProps {
  tree: RegionTree;
  /** The region whose children are listed; null lists the countries. */
  parentId: number | null;
  selectedId: number | undefined;
  onOpen: (parentId: number | null) => void;
  onChoose: (regionId: number) => void;
}

/**
 * Country, then state, then metro. Each level starts with "全<name>" to choose the whole
 * country or state; a region with children opens the next level, one without is chosen.
 */
export function RegionDrillDown({
  tree,
  parentId,
  selectedId,
  onOpen,
  onChoose,
}: RegionDrillDownProps) {
  const parent = parentId === null ? undefined : tree.byId.get(parentId);
  const trail = parent ? ancestorsOf(tree, parent.id) : [];
  const selectedTrail = new Set(
    selectedId === undefined ? [] : ancestorsOf(tree, selectedId).map((r) => r.id),
  );

  // Keyboard and screen-reader users land on the new level, not on a button that vanished.
  const heading = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) heading.current?.focus();
    opened.current = true;
  }, [parentId]);

  return (
    <div className={styles.drill}>
      <div ref={heading} tabIndex={-1} className={styles.trail}>
        <nav aria-label="地区层级">
          <ol className={styles.crumbs}>
            <li>
              {parent ? (
                <button type="button" className={styles.crumb} onClick={() => onOpen(null)}>
                  全部国家
                </button>
              ) : (
                <span aria-current="location">全部国家</span>
              )}
            </li>
            {trail.map((region) => (
              <li key={region.id}>
                {region.id === parentId ? (
                  <span aria-current="location">{region.regionName}</span>
                ) : (
                  <button type="button" className={styles.crumb} onClick={() => onOpen(region.id)}>
                    {region.regionName}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </div>
      <List testId="region-list">
        {parent && (
          <ListButton
            title={`全${parent.regionName}`}
            checked={selectedId === parent.id}
            onClick={() => onChoose(parent.id)}
            testId="region-whole"
          />
        )}
        {tree.childrenOf(parentId).map((region) => {
          const opens = tree.childrenOf(region.id).length > 0;
          return (
            <ListButton
              key={region.id}
              title={region.regionName}
              arrow={opens}
              checked={!opens && selectedId === region.id}
              extra={opens && selectedTrail.has(region.id) ? '当前' : undefined}
              onClick={() => (opens ? onOpen(region.id) : onChoose(region.id))}
            />
          );
        })}
      </List>
    </div>
  );
}
