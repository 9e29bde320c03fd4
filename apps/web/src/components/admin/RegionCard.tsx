import type { Region } from '@huaren/contract';
import type { ReactNode } from 'react';
import { AppLink } from '../AppLink';
import styles from './Card.module.css';

interface RegionCardProps {
  region: Region;
  /** The console page of its children; null for a metro, the last level. */
  open: string | null;
  /** Its buttons: order, rename, move. */
  children: ReactNode;
}

export function RegionCard({ region, open, children }: RegionCardProps) {
  return (
    <li className={styles.card} data-testid="admin-region">
      <h3 className={styles.title}>
        {open ? (
          <AppLink to={open} className={styles.link}>
            {region.regionName} ›
          </AppLink>
        ) : (
          region.regionName
        )}
      </h3>
      <p className={styles.text}>ID {region.id}</p>
      <div className={styles.actions}>{children}</div>
    </li>
  );
}
