import type { PostStatus } from '@huaren/contract';
import styles from './StatusBadge.module.css';

const LABEL: Record<PostStatus, string> = {
  published: '已发布',
  hidden: '已隐藏',
  expired: '已过期',
  pending: '审核中',
  deleted: '已删除',
};

/** The status of one of my posts, as a coloured tag before its title. */
export function StatusBadge({ status }: { status: PostStatus }) {
  return (
    <span className={`${styles.badge} ${styles[status]}`} data-testid="post-status">
      {LABEL[status]}
    </span>
  );
}
