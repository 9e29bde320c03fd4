import type { Post } from '@huaren/contract';
import {
  closedKindFor,
  CLOSED_LABELS,
  CLOSED_VISIBLE_DAYS,
} from '@huaren/contract/posts/closed-kind';
import { Button } from 'antd-mobile';
import { useCategoriesQuery } from '../../api/categories';
import { useMarkPostMutation } from '../../api/postMarks';
import { confirm } from '../../lib/confirm';
import { showToast } from '../../lib/toast';
import styles from './SoldBanner.module.css';

/** `12月3日`, in the reader's time zone. */
function monthDay(iso: string): string {
  const date = new Date(iso);
  return `${date.getMonth() + 1}月${date.getDate()}日`;
}

/**
 * A post's 已售 / 已租 / 已招满 mark (decision 0038): the banner everyone sees while the marked
 * post stays up, with the undo for its author; for the author of an unmarked published post, the
 * button that marks it (its label by the category).
 */
export function SoldBanner({ post }: { post: Post }) {
  const mark = useMarkPostMutation();
  const icon = useCategoriesQuery().data?.find((c) => c.id === post.categoryId)?.icon;
  const label = CLOSED_LABELS[closedKindFor(icon, post)];

  if (post.closed) {
    // Past its week the post reads expired (the server compares the time): no undo, no date.
    const open = post.status === 'published';
    return (
      <div className={styles.banner} role="status" data-testid="post-closed">
        <span className={styles.badge}>{post.closed.label}</span>
        <span className={styles.text}>
          已不再接受回复
          {open && ` · ${monthDay(post.closed.until)}下架`}
        </span>
        {post.mine && open && (
          <Button
            size="small"
            fill="outline"
            loading={mark.isPending}
            onClick={() =>
              mark.mutate({ id: post.id, close: false }, { onSuccess: () => showToast('已撤销') })
            }
            data-testid="post-reopen"
          >
            撤销
          </Button>
        )}
      </div>
    );
  }
  if (!post.mine || post.status !== 'published') return null;
  const onMark = async () => {
    const yes = await confirm(
      `标记为${label}后，这条信息将不再出现在列表和搜索中，也不再接受回复，${CLOSED_VISIBLE_DAYS} 天后下架。${CLOSED_VISIBLE_DAYS} 天内可以撤销。`,
      `标记${label}`,
    );
    if (yes)
      mark.mutate({ id: post.id, close: true }, { onSuccess: () => showToast(`已标记${label}`) });
  };
  return (
    <div className={styles.owner}>
      <span className={styles.hint}>成交后标记，列表和搜索不再显示</span>
      <Button
        size="small"
        color="primary"
        fill="outline"
        loading={mark.isPending}
        onClick={() => void onMark()}
        data-testid="post-close"
      >
        标记为{label}
      </Button>
    </div>
  );
}
