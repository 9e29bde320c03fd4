import styles from './StatusView.module.css';

interface ErrorViewProps {
  message?: string;
  onRetry: () => void;
}

export function ErrorView({ message, onRetry }: ErrorViewProps) {
  return (
    <div className={styles.view} role="alert" data-testid="error-view">
      <p className={styles.title}>加载失败</p>
      {message && <p className={styles.text}>{message}</p>}
      <button type="button" className={styles.retry} onClick={onRetry}>
        重试
      </button>
    </div>
  );
}
