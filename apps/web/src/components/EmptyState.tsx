import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A decorative picture; hidden from screen readers. */
  icon?: ReactNode;
  testId?: string;
}

/** What a section says when it has nothing to show yet: honest text, no filler content. */
export function EmptyState({ title, description, icon, testId }: EmptyStateProps) {
  return (
    <div className={styles.empty} data-testid={testId}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
    </div>
  );
}
