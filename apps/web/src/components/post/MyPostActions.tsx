import type { PostListItem } from '@huaren/contract';
import { Button } from 'antd-mobile';
import { useDeletePostMutation, useRenewPostMutation } from '../../api/posts';
import { useAppNavigator } from '../../nav/appNavigator';
import { postEditPath } from '../../nav/paths';
import { confirm } from '../../lib/confirm';
import { canRenew, expiryText } from '../../lib/postLife';
import { showToast } from '../../lib/toast';
import styles from './MyPostActions.module.css';

/** When it leaves the lists; edit, delete (after a confirmation) and renew, under a post of mine. */
export function MyPostActions({ post }: { post: PostListItem }) {
  const navigator = useAppNavigator();
  const remove = useDeletePostMutation();
  const renew = useRenewPostMutation();

  const onDelete = async () => {
    const yes = await confirm(`确定删除“${post.title}”吗？删除后无法恢复。`, '删除');
    if (yes) remove.mutate(post.id, { onSuccess: () => showToast('已删除') });
  };

  return (
    <div className={styles.actions}>
      <span className={styles.expiry} data-testid="my-post-expiry">
        {expiryText(post)}
      </span>
      {canRenew(post) && (
        <Button
          size="small"
          className={styles.button}
          color="primary"
          fill="outline"
          loading={renew.isPending}
          onClick={() => renew.mutate(post.id, { onSuccess: () => showToast('已续期 30 天') })}
        >
          续期
        </Button>
      )}
      <Button
        size="small"
        className={styles.button}
        onClick={() => void navigator.navigateTo(postEditPath(post.id))}
        aria-label={`编辑 ${post.title}`}
      >
        编辑
      </Button>
      <Button
        size="small"
        className={styles.button}
        color="danger"
        fill="outline"
        loading={remove.isPending}
        onClick={() => void onDelete()}
        aria-label={`删除 ${post.title}`}
        data-testid="my-post-delete"
      >
        删除
      </Button>
    </div>
  );
}
