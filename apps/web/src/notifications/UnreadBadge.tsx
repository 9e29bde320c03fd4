import styles from './UnreadBadge.module.css';

/** A red count over an icon or beside a row; nothing at zero. More than 99 shows 99+. */
export function UnreadBadge({ count, testId }: { count: number | undefined; testId?: string }) {
  if (!count) return null;
  return (
    <span
      className={styles.badge}
      data-testid={testId}
      role="img"
      aria-label={`${count} 条未读消息`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
