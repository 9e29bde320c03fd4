import type { PostListItem } from '@huaren/contract';
import { Button } from 'antd-mobile';
import { useDeletePostMutation, useRenewPostMutation } from '../../api/posts';
import { postEditPath } from '../../nav/paths';
import { canRenew, expiryText } from '../../lib/postLife';
import { showToast } from '../../lib/toast';
import { EditDeleteButtons } from '../EditDeleteButtons';
import styles from './MyPostActions.module.css';

/** When it leaves the lists; edit, delete (after a confirmation) and renew, under a post of mine. */
export function MyPostActions({ post }: { post: PostListItem }) {
  const remove = useDeletePostMutation();
  const renew = useRenewPostMutation();

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
      <EditDeleteButtons
        title={post.title}
        editPath={postEditPath(post.id)}
        onDelete={() => remove.mutate(post.id, { onSuccess: () => showToast('已删除') })}
        deleting={remove.isPending}
        testId="my-post"
        className={styles.button}
      />
    </div>
  );
}
