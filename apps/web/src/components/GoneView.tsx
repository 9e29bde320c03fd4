import { AppLink } from './AppLink';
import { EmptyState } from './EmptyState';
import styles from './GoneView.module.css';

interface GoneViewProps {
  title: string;
  /** Why it may be gone, in a sentence. */
  reason: string;
  /** Where to go instead, and the link's words. */
  to: string;
  action: string;
  testId: string;
}

/**
 * A page, post or article that is not there (deleted, hidden, never was): said plainly, with a
 * way on. No 重试, which could not bring it back, and no toast saying it again.
 */
export function GoneView({ title, reason, to, action, testId }: GoneViewProps) {
  return (
    <EmptyState
      title={title}
      description={
        <>
          {reason}
          <AppLink to={to} className={styles.action} testId={`${testId}-action`}>
            {action}
          </AppLink>
        </>
      }
      testId={testId}
    />
  );
}
