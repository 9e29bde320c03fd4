import type { Region } from '@huaren/contract';
import { useMemo, useState, type ReactNode } from 'react';
import { searchRegions } from '../../lib/regionSearch';
import { List, ListButton } from '../List';
import styles from './RegionSearch.module.css';

/**
 * A box that finds a region by any of its names: 法拉盛, Flushing or falasheng. While it holds
 * text, its matches replace the picker's levels (`children`).
 */
export function RegionSearch({
  regions,
  selectedId,
  onChoose,
  children,
}: {
  regions: readonly Region[];
  selectedId: number | undefined;
  onChoose: (regionId: number) => void;
  children: ReactNode;
}) {
  const [query, setQuery] = useState('');
  const matches = useMemo(() => searchRegions(regions, query), [regions, query]);
  return (
    <>
      <div className={styles.box}>
        <input
          type="search"
          className={styles.input}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="搜索地区：中文、英文或拼音"
          aria-label="搜索地区"
          data-testid="region-search"
        />
      </div>
      {query.trim() === '' ? (
        children
      ) : matches.length === 0 ? (
        <p className={styles.none}>没有找到这个地区</p>
      ) : (
        <List testId="region-matches">
          {matches.map((region) => (
            <ListButton
              key={region.id}
              title={region.regionName}
              description={region.nameEn || undefined}
              extra={region.regionPathName.split('>').slice(0, -1).join(' › ')}
              checked={selectedId === region.id}
              onClick={() => onChoose(region.id)}
            />
          ))}
        </List>
      )}
    </>
  );
}
