import type { ReactNode } from 'react';
import styles from './Filters.module.css';

/** The controls above a console list (filters, a create button): a column on a phone, a row on a desktop. */
export function Toolbar({ children }: { children: ReactNode }) {
  return <div className={styles.bar}>{children}</div>;
}
