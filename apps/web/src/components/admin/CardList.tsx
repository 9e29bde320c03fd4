import type { ReactNode } from 'react';
import styles from './Card.module.css';

export function CardList({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <ul className={styles.list} data-testid={testId}>
      {children}
    </ul>
  );
}
