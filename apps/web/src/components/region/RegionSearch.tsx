import type { Region } from '@huaren/contract';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { searchRegions, type Fold } from '../../lib/regionSearch';
import { HAN } from '../../script/convertPage';
import { List, ListButton } from '../List';
import styles from './RegionSearch.module.css';

/**
 * The fold that lets 爾灣 find 尔湾, loaded once the query first holds Chinese: its table (about
 * 20 KB gzip) is the one a Traditional reader's page has already loaded, and a query of English or
 * pinyin never needs it. Until it arrives, the query is matched as typed.
 */
function useTraditionalFold(needed: boolean): Fold | undefined {
  const [fold, setFold] = useState<Fold>();
  useEffect(() => {
    if (!needed || fold) return;
    let live = true;
    void import('../../script/foldToSimplified').then(({ foldToSimplified }) => {
      if (live) setFold(() => foldToSimplified);
    });
    return () => {
      live = false;
    };
  }, [needed, fold]);
  return fold;
}

/**
 * A box that finds a region by any of its names, in either script: 法拉盛, Flushing, falasheng.
 * While it holds text, its matches replace the picker's levels (`children`).
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
  const fold = useTraditionalFold(HAN.test(query));
  const matches = useMemo(() => searchRegions(regions, query, fold), [regions, query, fold]);
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
