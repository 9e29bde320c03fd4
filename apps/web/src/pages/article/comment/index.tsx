import type { ArticleComment } from '@huaren/contract';
import { useState } from 'react';
import { WithQueryId } from '../../../components/WithQueryId';
import { useCommentListQuery, useDeleteCommentMutation } from '../../../api/comments';
import { ThreadComposer } from '../../../components/thread/ThreadComposer';
import { CommentThreadView } from '../../../components/article/CommentThreadView';
import { useFocusEntry } from '../../../components/thread/useFocusEntry';
import { EmptyState } from '../../../components/EmptyState';
import { ChatIcon } from '../../../components/icons';
import { InfiniteFeed } from '../../../components/InfiniteFeed';
import { confirm } from '../../../lib/confirm';
import { useLoggedIn } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import styles from '../../post/comment/index.module.css';

/**
 * All comments of an article, threaded one level, with the box to comment or reply; from a notice
 * (`entry`), scrolled to the comment it is about.
 */
export default function ArticleCommentPage() {
  return <WithQueryId missing="文章不存在">{(id) => <Comments articleId={id} />}</WithQueryId>;
}

function Comments({ articleId }: { articleId: number }) {
  const comments = useCommentListQuery(articleId);
  const focusId = useFocusEntry(comments);
  const remove = useDeleteCommentMutation(articleId);
  const loggedIn = useLoggedIn();
  const [target, setTarget] = useState<ArticleComment | null>(null);

  const onDelete = async (comment: ArticleComment) => {
    const withReplies = comment.parentId === null && comment.childCount > 0;
    const yes = await confirm(
      withReplies ? '删除这条评论及其下的所有回复？' : '确定删除这条评论吗？',
      '删除',
    );
    if (!yes) return;
    remove.mutate(comment, {
      onSuccess: () => {
        if (target?.id === comment.id) setTarget(null);
        showToast('已删除');
      },
    });
  };

  return (
    <div className={styles.page}>
      <div className={styles.list}>
        <InfiniteFeed
          query={comments}
          empty={<EmptyState icon={<ChatIcon size={28} />} title="还没有评论，来说两句吧" />}
        >
          {(threads) => (
            <ul className={styles.threads} data-testid="comment-list">
              {threads.map((thread) => (
                <CommentThreadView
                  key={thread.id}
                  thread={thread}
                  onReply={loggedIn ? setTarget : undefined}
                  onDelete={loggedIn ? (comment) => void onDelete(comment) : undefined}
                  expandable
                  focusId={focusId}
                />
              ))}
            </ul>
          )}
        </InfiniteFeed>
      </div>
      <ThreadComposer
        kind="article"
        id={articleId}
        target={target}
        onCancelTarget={() => setTarget(null)}
      />
    </div>
  );
}
