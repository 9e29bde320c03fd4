import { relativeTime, type Notification } from '@huaren/contract';
import { useAppNavigator } from '../nav/appNavigator';
import { useMarkReadMutation } from './api';
import styles from './NoticeItem.module.css';
import { noticeTargetPath } from './noticeTarget';

/**
 * One notice: a tap marks it read and opens what it is about. A notice whose content is no
 * longer visible (hidden, deleted) stays in the list as text, without a link.
 */
export function NoticeItem({ notice }: { notice: Notification }) {
  const navigator = useAppNavigator();
  const markRead = useMarkReadMutation();
  const body = (
    <>
      <span className={styles.head}>
        {!notice.read && <span className={styles.dot} role="img" aria-label="未读" />}
        <span className={styles.text}>{notice.text}</span>
        <span className={styles.time}>{relativeTime(notice.updatedAt)}</span>
      </span>
      {notice.excerpt && <span className={styles.excerpt}>{notice.excerpt}</span>}
      {!notice.target && <span className={styles.gone}>该内容已不可查看</span>}
    </>
  );
  if (!notice.target) {
    return <div className={`${styles.item} ${notice.read ? styles.read : ''}`}>{body}</div>;
  }
  const to = noticeTargetPath(notice.target);
  return (
    <a
      href={`#${to}`}
      className={`${styles.item} ${styles.link} ${notice.read ? styles.read : ''}`}
      data-testid="notice"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        if (!notice.read) markRead.mutate({ ids: [notice.id] });
        void navigator.navigateTo(to);
      }}
    >
      {body}
    </a>
  );
}
