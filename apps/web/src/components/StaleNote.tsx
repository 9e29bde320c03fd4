import { relativeTime } from '@huaren/contract/time';
import { useOnline } from '../lib/online';
import styles from './StaleNote.module.css';

interface StaleNoteProps {
  /** When the content shown was fetched. */
  updatedAt: number;
  onRetry: () => void;
}

/**
 * Over content kept from an earlier visit whose refresh failed: why it may be out of date, and
 * how old it is ("离线 · 3分钟前的内容"). The connection coming back refreshes it by itself.
 */
export function StaleNote({ updatedAt, onRetry }: StaleNoteProps) {
  const online = useOnline();
  return (
    <p className={styles.note} role="status" data-testid="stale-note">
      <span>
        {online ? '更新失败' : '离线'} · {relativeTime(updatedAt)}的内容
      </span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        重试
      </button>
    </p>
  );
}
