import { relativeTime, type ArticleComment, type CommentThread } from '@huaren/contract';
import { useState } from 'react';
import { useCommentChildrenQuery } from '../../api/comments';
import styles from './CommentThreadView.module.css';

interface CommentActions {
  /** Tapping 回复; absent for a visitor and in the detail page's preview. */
  onReply?: (comment: ArticleComment) => void;
  /** Tapping 删除 on a comment with canDelete; absent in the preview. */
  onDelete?: (comment: ArticleComment) => void;
}

interface CommentThreadViewProps extends CommentActions {
  thread: CommentThread;
  /** Offers the replies beyond the first few (the comments page). */
  expandable?: boolean;
}

/** A top-level comment with the replies under it (one level), the rest on demand. */
export function CommentThreadView({
  thread,
  onReply,
  onDelete,
  expandable = false,
}: CommentThreadViewProps) {
  const [expanded, setExpanded] = useState(false);
  const more = useCommentChildrenQuery(thread.articleId, thread.id, expanded);
  const children = expanded && more.data ? more.data.pages.flatMap((p) => p.list) : thread.children;
  const hidden = thread.childCount - children.length;

  return (
    <li className={styles.thread} data-testid="comment-thread">
      <CommentRow comment={thread} onReply={onReply} onDelete={onDelete} />
      {children.length > 0 && (
        <ul className={styles.children}>
          {children.map((child) => (
            <li key={child.id}>
              <CommentRow comment={child} onReply={onReply} onDelete={onDelete} />
            </li>
          ))}
          {hidden > 0 && expandable && (
            <li>
              <button
                type="button"
                className={styles.link}
                onClick={() => (expanded ? void more.fetchNextPage() : setExpanded(true))}
                disabled={more.isFetching}
                data-testid="comment-more"
              >
                展开 {hidden} 条回复
              </button>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

function CommentRow({ comment, onReply, onDelete }: CommentActions & { comment: ArticleComment }) {
  return (
    <div data-testid="comment" data-comment-id={comment.id}>
      <p className={styles.head}>
        <span className={styles.author}>{comment.author.nickName}</span>
        {comment.replyTo && comment.parentId !== null && (
          <>
            <span className={styles.weak}> 回复 </span>
            <span className={styles.author}>@{comment.replyTo.nickName}</span>
          </>
        )}
        <span className={styles.time}>{relativeTime(comment.createdAt)}</span>
      </p>
      <p className={styles.content}>{comment.content}</p>
      {(onReply || (onDelete && comment.canDelete)) && (
        <p className={styles.actions}>
          {onReply && (
            <button
              type="button"
              className={styles.action}
              onClick={() => onReply(comment)}
              aria-label={`回复 ${comment.author.nickName}`}
              data-testid="comment-reply"
            >
              回复
            </button>
          )}
          {onDelete && comment.canDelete && (
            <button
              type="button"
              className={styles.action}
              onClick={() => onDelete(comment)}
              aria-label={`删除 ${comment.author.nickName} 的评论`}
              data-testid="comment-delete"
            >
              删除
            </button>
          )}
        </p>
      )}
    </div>
  );
}
