import type { Reply } from '@huaren/contract';
import { useState } from 'react';
import { WithQueryId } from '../../../components/WithQueryId';
import { useReplyListQuery } from '../../../api/replies';
import { EmptyState } from '../../../components/EmptyState';
import { ChatIcon } from '../../../components/icons';
import { InfiniteFeed } from '../../../components/InfiniteFeed';
import { ThreadComposer } from '../../../components/thread/ThreadComposer';
import { ReplyThreadView } from '../../../components/post/ReplyThreadView';
import { useFocusEntry } from '../../../components/thread/useFocusEntry';
import { useLoggedIn } from '../../../lib/session';
import styles from './index.module.css';

/**
 * All replies of a post, threaded one level, with the box to reply to the post or a reply; from a
 * notice (`entry`), scrolled to the reply it is about.
 */
export default function PostCommentPage() {
  return <WithQueryId missing="帖子不存在">{(id) => <Comments postId={id} />}</WithQueryId>;
}

function Comments({ postId }: { postId: number }) {
  const replies = useReplyListQuery(postId);
  const focusId = useFocusEntry(replies);
  const loggedIn = useLoggedIn();
  const [target, setTarget] = useState<Reply | null>(null);
  return (
    <div className={styles.page}>
      <div className={styles.list}>
        <InfiniteFeed
          query={replies}
          empty={<EmptyState icon={<ChatIcon size={28} />} title="还没有回复，来说两句吧" />}
        >
          {(threads) => (
            <ul className={styles.threads} data-testid="reply-list">
              {threads.map((thread) => (
                <ReplyThreadView
                  key={thread.id}
                  thread={thread}
                  onReply={loggedIn ? setTarget : undefined}
                  expandable
                  focusId={focusId}
                />
              ))}
            </ul>
          )}
        </InfiniteFeed>
      </div>
      <ThreadComposer
        kind="post"
        id={postId}
        target={target}
        onCancelTarget={() => setTarget(null)}
      />
    </div>
  );
}
