import { relativeTime } from '@huaren/contract';
import { useEffect, useRef, useState } from 'react';
import { AuthorLink } from '../AuthorLink';
import styles from './ThreadView.module.css';

/** What a post's reply and an article's comment share: enough to show one in a thread. */
export interface ThreadEntry {
  id: number;
  /** The top-level entry this one hangs under; null for a top-level one. */
  parentId: number | null;
  replyTo: { nickName: string } | null;
  author: { id: number; nickName: string };
  content: string;
  createdAt: string;
  childCount: number;
  /** Only article comments can be deleted from their thread. */
  canDelete?: boolean;
}

/** The part of an infinite query of a thread's further entries that the view reads. */
export interface ChildrenQuery<T> {
  data?: { pages: { list: T[] }[] };
  isFetching: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface EntryActions<T> {
  /** Tapping 回复; absent for a visitor and in the detail page's preview. */
  onReply?: (entry: T) => void;
  /** Tapping 删除 on an entry with canDelete; absent in the preview. */
  onDelete?: (entry: T) => void;
}

interface ThreadViewProps<T extends ThreadEntry> extends EntryActions<T> {
  thread: T & { children: T[] };
  /** The query of the entries beyond the first few, run only once the reader asks for them. */
  useChildren: (parent: T, enabled: boolean) => ChildrenQuery<T>;
  /** Names the test ids: `reply` gives reply-thread, reply, reply-more… */
  testId: string;
  /** What one entry is called, for the delete button's label. */
  noun: string;
  /** Offers the entries beyond the first few (the comments page). */
  expandable?: boolean;
  /** The entry a notice points at (`entry` in the page's query): scrolled to and marked. */
  focusId?: number | null;
}

/** A top-level entry with the answers under it (one level), the rest on demand. */
export function ThreadView<T extends ThreadEntry>({
  thread,
  useChildren,
  testId,
  noun,
  onReply,
  onDelete,
  expandable = false,
  focusId = null,
}: ThreadViewProps<T>) {
  const [expanded, setExpanded] = useState(false);
  const more = useChildren(thread, expanded);
  const children = expanded && more.data ? more.data.pages.flatMap((p) => p.list) : thread.children;
  const hidden = thread.childCount - children.length;
  const row = { testId, noun, onReply, onDelete, focusId };

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

function EntryRow<T extends ThreadEntry>({
  entry,
  testId,
  noun,
  onReply,
  onDelete,
  focusId,
}: EntryActions<T> & { entry: T; testId: string; noun: string; focusId: number | null }) {
  const focused = entry.id === focusId;
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
      {(onReply || (onDelete && entry.canDelete)) && (
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
        </div>
      )}
    </div>
  );
}
