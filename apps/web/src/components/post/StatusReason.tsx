import styles from './StatusReason.module.css';

/** Why an administrator (or enough reports) changed the status of one of my posts. */
export function StatusReason({ reason }: { reason: string }) {
  return (
    <p className={styles.reason} data-testid="post-status-reason">
      原因：{reason}
    </p>
  );
}
