import styles from './StatusView.module.css';

export function LoadingView() {
  return (
    <div className={styles.view} role="status" data-testid="loading-view">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.text}>加载中…</span>
    </div>
  );
}
