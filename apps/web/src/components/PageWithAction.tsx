import type { ReactNode } from 'react';
import styles from './PageWithAction.module.css';

interface PageWithActionProps {
  /** The page's main action (publish, write): a button. */
  action: ReactNode;
  /** A tab page: the action stays clear of the tab bar as well. */
  tabPage?: boolean;
  children: ReactNode;
}

/**
 * A feed with one main action at the bottom right of the screen: floating over a long feed while
 * it scrolls, below its end once there (never over the last item), and at the bottom of the
 * screen under a short feed, which the page stretches to fill. Clear of the phone's home
 * indicator (safe area) and of the tab bar.
 */
export function PageWithAction({ action, tabPage = false, children }: PageWithActionProps) {
  return (
    <div className={tabPage ? `${styles.page} ${styles.tabPage}` : styles.page}>
      {children}
      <div className={styles.action}>{action}</div>
    </div>
  );
}
