import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useAppNavigator } from '../nav/appNavigator';
import styles from './PageWithAction.module.css';

interface PageWithActionProps {
  /** The page's main action (publish, write): a button's label, the page it opens, its test id. */
  action: { label: string; to: string; testId: string };
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
  const navigator = useAppNavigator();
  return (
    <div className={tabPage ? `${styles.page} ${styles.tabPage}` : styles.page}>
      {children}
      <div className={styles.action}>
        <Button
          color="primary"
          shape="rounded"
          onClick={() => void navigator.navigateTo(action.to)}
          data-testid={action.testId}
        >
          {action.label}
        </Button>
      </div>
    </div>
  );
}
