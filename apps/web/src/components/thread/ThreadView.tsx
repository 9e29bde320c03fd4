import { relativeTime } from '@huaren/contract/time';
import { useEffect, useRef, useState } from 'react';
import {
  type Thread,
  type ThreadEntry,
  type ThreadKind,
  useThreadChildrenQuery,
} from '../../api/threads';
import { getUserId } from '../../lib/session';
import { AuthorLink } from '../AuthorLink';
import { threadKinds } from './threadKinds';
import styles from './ThreadView.module.css';

interface EntryActions {
  /** Tapping 回复; absent for a visitor and in the detail page's preview. */
  onReply?: (entry: ThreadEntry) => void;
  /** Tapping 删除 on an entry with canDelete; absent in the preview. */
  onDelete?: (entry: ThreadEntry) => void;
  /** Tapping 屏蔽 on someone else's entry (decision 0042); absent for a visitor and in the preview. */
  onBlock?: (entry: ThreadEntry) => void;
}

interface ThreadViewProps extends EntryActions {
  kind: ThreadKind;
  /** The post's or article's id. */
  id: number;
  thread: Thread;
  /** Offers the entries beyond the first few (the comments page). */
  expandable?: boolean;
  /** The entry a notice points at (`entry` in the page's query): scrolled to and marked. */
  focusId?: number | null;
}

/** A top-level entry with the answers under it (one level), the rest on demand. */
export function ThreadView({
  kind,
  id,
  thread,
  onReply,
  onDelete,
  onBlock,
  expandable = false,
  focusId = null,
}: ThreadViewProps) {
  const [expanded, setExpanded] = useState(false);
  const { testId, noun } = threadKinds[kind];
  // The entries beyond the first few, asked only once the reader wants them.
  const more = useThreadChildrenQuery(kind, id, thread.id, expanded);
  const children = expanded && more.data ? more.data.pages.flatMap((p) => p.list) : thread.children;
  const hidden = thread.childCount - children.length;
  const row = { testId, noun, onReply, onDelete, onBlock, focusId };

  return (
    <li className={styles.thread} data-testid={`${testId}-thread`}>
      <EntryRow entry={thread} {...row} />
      {children.length > 0 && (
        <ul className={styles.children}>
          {children.map((child) => (
            <li key={child.id}>
              <EntryRow entry={child} {...row} />
            </li>
          ))}
          {hidden > 0 && expandable && (
            <li>
              <button
                type="button"
                className={styles.more}
                onClick={() => (expanded ? void more.fetchNextPage() : setExpanded(true))}
                disabled={more.isFetching}
                data-testid={`${testId}-more`}
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

function EntryRow({
  entry,
  testId,
  noun,
  onReply,
  onDelete,
  onBlock,
  focusId,
}: EntryActions & { entry: ThreadEntry; testId: string; noun: string; focusId: number | null }) {
  const focused = entry.id === focusId;
  const block = onBlock && entry.author.id !== getUserId() ? onBlock : undefined;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'center' });
  }, [focused]);
  return (
    <div
      ref={ref}
      data-testid={testId}
      className={focused ? styles.focused : undefined}
      aria-current={focused ? 'true' : undefined}
    >
      <p className={styles.head}>
        <AuthorLink author={entry.author} className={styles.author} />
        {entry.replyTo && entry.parentId !== null && (
          <>
            <span className={styles.weak}> 回复 </span>
            <span className={styles.author}>@{entry.replyTo.nickName}</span>
          </>
        )}
        <span className={styles.time}>{relativeTime(entry.createdAt)}</span>
      </p>
      <p className={styles.content}>{entry.content}</p>
      {(onReply || (onDelete && entry.canDelete) || block) && (
        <div className={styles.actions}>
          {onReply && (
            <button
              type="button"
              className={styles.action}
              onClick={() => onReply(entry)}
              aria-label={`回复 ${entry.author.nickName}`}
              data-testid={`${testId}-reply`}
            >
              回复
            </button>
          )}
          {onDelete && entry.canDelete && (
            <button
              type="button"
              className={styles.action}
              onClick={() => onDelete(entry)}
              aria-label={`删除 ${entry.author.nickName} 的${noun}`}
              data-testid={`${testId}-delete`}
            >
              删除
            </button>
          )}
          {block && (
            <button
              type="button"
              className={styles.action}
              onClick={() => block(entry)}
              aria-label={`屏蔽 ${entry.author.nickName}`}
              data-testid={`${testId}-block`}
            >
              屏蔽
            </button>
          )}
        </div>
      )}
    </div>
  );
}
