import type { Region } from '@huaren/contract';
import styles from './PopularRegions.module.css';

interface PopularRegionsProps {
  regions: readonly Region[];
  selectedId: number | undefined;
  onChoose: (regionId: number) => void;
}

/** One-tap choice of the metro areas where most of our users live. */
export function PopularRegions({ regions, selectedId, onChoose }: PopularRegionsProps) {
  if (regions.length === 0) return null;
  return (
    <section
      className={styles.popular}
      aria-labelledby="popular-regions"
      data-testid="region-popular"
    >
      <h2 id="popular-regions" className={styles.title}>
        热门城市
      </h2>
      <ul className={styles.grid}>
        {regions.map((region) => (
          <li key={region.id}>
            <button
              type="button"
              className={styles.chip}
              aria-current={region.id === selectedId ? 'true' : undefined}
              onClick={() => onChoose(region.id)}
            >
              {region.regionName}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
