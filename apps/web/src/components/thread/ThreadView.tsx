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

/** The buttons under an entry, in order: 屏蔽 only on someone else's, 删除 where canDelete. */
const ENTRY_ACTIONS = [
  { action: 'reply', label: '回复', name: (who: string) => `回复 ${who}` },
  { action: 'delete', label: '删除', name: (who: string, noun: string) => `删除 ${who} 的${noun}` },
  { action: 'block', label: '屏蔽', name: (who: string) => `屏蔽 ${who}` },
] as const;

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
  const handlers = {
    reply: onReply,
    delete: entry.canDelete ? onDelete : undefined,
    block: entry.author.id === getUserId() ? undefined : onBlock,
  };
  const actions = ENTRY_ACTIONS.filter(({ action }) => handlers[action]);
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
      {actions.length > 0 && (
        <div className={styles.actions}>
          {actions.map(({ action, label, name }) => (
            <button
              key={action}
              type="button"
              className={styles.action}
              onClick={() => handlers[action]?.(entry)}
              aria-label={name(entry.author.nickName, noun)}
              data-testid={`${testId}-${action}`}
            >
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
