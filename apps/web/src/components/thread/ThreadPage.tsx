import { useState } from 'react';
import { usePostQuery } from '../../api/posts';
import {
  type ThreadEntry,
  type ThreadKind,
  useDeleteCommentMutation,
  useThreadQuery,
} from '../../api/threads';
import { useSetBlockMutation } from '../../blocks/api';
import { confirmBlock } from '../../blocks/confirmBlock';
import { confirm } from '../../lib/confirm';
import { useLoggedIn } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { EmptyState } from '../EmptyState';
import { ChatIcon } from '../icons';
import { InfiniteFeed } from '../InfiniteFeed';
import { WithQueryId } from '../WithQueryId';
import { ThreadComposer } from './ThreadComposer';
import { threadKinds } from './threadKinds';
import { ThreadView } from './ThreadView';
import { useFocusEntry } from './useFocusEntry';
import styles from './ThreadPage.module.css';

/**
 * All of a post's replies or an article's comments, threaded one level, with the box to write on
 * it or answer an entry; from a notice (`entry`), scrolled to the entry it is about.
 */
export function ThreadPage({ kind }: { kind: ThreadKind }) {
  return (
    <WithQueryId missing={threadKinds[kind].missing}>
      {(id) => <Threads kind={kind} id={id} />}
    </WithQueryId>
  );
}

function Threads({ kind, id }: { kind: ThreadKind; id: number }) {
  const { noun, testId, deletable } = threadKinds[kind];
  const threads = useThreadQuery(kind, id);
  const focusId = useFocusEntry(threads);
  const loggedIn = useLoggedIn();
  // A post marked sold, rented or filled takes no reply (decision 0038).
  const closed = usePostQuery(kind === 'post' ? id : null).data?.closed ?? null;
  const [target, setTarget] = useState<ThreadEntry | null>(null);
  const remove = useDeleteCommentMutation(id);
  const setBlock = useSetBlockMutation();

  const onBlock = async (entry: ThreadEntry) => {
    if (!(await confirmBlock(entry.author.nickName))) return;
    setBlock.mutate(
      { userId: entry.author.id, blocked: true },
      {
        onSuccess: () => {
          if (target?.author.id === entry.author.id) setTarget(null);
          showToast('已屏蔽');
        },
      },
    );
  };

  const onDelete = async (entry: ThreadEntry) => {
    const withReplies = entry.parentId === null && entry.childCount > 0;
    const question = withReplies ? `删除这条${noun}及其下的所有回复？` : `确定删除这条${noun}吗？`;
    if (!(await confirm(question, '删除'))) return;
    remove.mutate(entry, {
      onSuccess: () => {
        if (target?.id === entry.id) setTarget(null);
        showToast('已删除');
      },
    });
  };

  return (
    <div className={styles.page}>
      <div className={styles.list}>
        <InfiniteFeed
          query={threads}
          empty={
            <EmptyState
              icon={<ChatIcon size={28} />}
              title={closed ? `还没有${noun}` : `还没有${noun}，来说两句吧`}
            />
          }
        >
          {(list) => (
            <ul className={styles.threads} data-testid={`${testId}-list`}>
              {list.map((thread) => (
                <ThreadView
                  key={thread.id}
                  kind={kind}
                  id={id}
                  thread={thread}
                  onReply={loggedIn && !closed ? setTarget : undefined}
                  onDelete={loggedIn && deletable ? (entry) => void onDelete(entry) : undefined}
                  onBlock={loggedIn ? (entry) => void onBlock(entry) : undefined}
                  expandable
                  focusId={focusId}
                />
              ))}
            </ul>
          )}
        </InfiniteFeed>
      </div>
      <ThreadComposer
        kind={kind}
        id={id}
        target={target}
        onCancelTarget={() => setTarget(null)}
        closed={closed}
      />
    </div>
  );
}
