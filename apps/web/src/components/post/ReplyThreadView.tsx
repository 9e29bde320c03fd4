import { relativeTime, type Reply, type ReplyThread } from '@huaren/contract';
import { useState } from 'react';
import { useReplyChildrenQuery } from '../../api/replies';
import styles from './ReplyThreadView.module.css';

interface ReplyThreadViewProps {
  thread: ReplyThread;
  /** Tapping 回复 on a reply; absent for a visitor and where replies are only previewed. */
  onReply?: (reply: Reply) => void;
  /** Offers the children beyond the first few (the comments page; the detail page links there). */
  expandable?: boolean;
}

/** A top-level reply with its answers under it (one level), the rest on demand. */
export function ReplyThreadView({ thread, onReply, expandable = false }: ReplyThreadViewProps) {
  const [expanded, setExpanded] = useState(false);
  const more = useReplyChildrenQuery(thread.postId, thread.id, expanded);
  const children = expanded && more.data ? more.data.pages.flatMap((p) => p.list) : thread.children;
  const hidden = thread.childCount - children.length;

  return (
    <li className={styles.thread} data-testid="reply-thread">
      <ReplyRow reply={thread} onReply={onReply} />
      {children.length > 0 && (
        <ul className={styles.children}>
          {children.map((child) => (
            <li key={child.id}>
              <ReplyRow reply={child} onReply={onReply} />
            </li>
          ))}
          {hidden > 0 && expandable && (
            <li>
              <button
                type="button"
                className={styles.more}
                onClick={() => (expanded ? void more.fetchNextPage() : setExpanded(true))}
                disabled={more.isFetching}
                data-testid="reply-more"
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

function ReplyRow({ reply, onReply }: { reply: Reply; onReply?: (reply: Reply) => void }) {
  return (
    <div className={styles.row} data-testid="reply">
      <p className={styles.head}>
        <span className={styles.author}>{reply.author.nickName}</span>
        {reply.replyTo && reply.parentId !== null && (
          <>
            <span className={styles.weak}> 回复 </span>
            <span className={styles.author}>@{reply.replyTo.nickName}</span>
          </>
        )}
        <span className={styles.time}>{relativeTime(reply.createdAt)}</span>
      </p>
      <p className={styles.content}>{reply.content}</p>
      {onReply && (
        <button
          type="button"
          className={styles.reply}
          onClick={() => onReply(reply)}
          aria-label={`回复 ${reply.author.nickName}`}
        >
          回复
        </button>
      )}
    </div>
  );
}
