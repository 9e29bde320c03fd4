import { useState, type ReactNode } from 'react';
import { useToggleLikeMutation } from '../api/likes';
import type { ThreadKind } from '../api/threads';
import { currentPath, useAppNavigator } from '../nav/appNavigator';
import { loginPathFor } from '../nav/loginFlow';
import { useLoggedIn } from '../lib/session';
import { LikeButton } from './LikeButton';
import { ReplyIcon, ShareIcon } from './post/postIcons';
import { ShareSheet } from './share/ShareSheet';
import type { ShareContent } from './share/shareContent';
import { threadKinds } from './thread/threadKinds';
import styles from './ContentActionBar.module.css';

interface ContentActionBarProps {
  /** The kind: the bar's test ids begin with it; its like and its thread go by it. */
  kind: ThreadKind;
  item: { id: number; title: string; liked: boolean; likeCount: number };
  /** The replies' or comments' count (the item's field differs by kind). */
  threadCount: number;
  /** A last action only a signed-in user may take (a post's report), and what it opens. */
  more?: { icon: ReactNode; label: string; testId: string; onClick: () => void; opens: ReactNode };
  /** What 分享 shares: the share sheet's link, group text and poster (decision 0039). */
  share: ShareContent;
}

/**
 * The bar under a post or an article: like, its thread, share, and the kind's own action.
 * Visitors are sent to login for a write.
 */
export function ContentActionBar({ kind, item, threadCount, more, share }: ContentActionBarProps) {
  const [sharing, setSharing] = useState(false);
  const navigator = useAppNavigator();
  const loggedIn = useLoggedIn();
  const thread = threadKinds[kind];
  const like = useToggleLikeMutation(kind, item.id);

  const needLogin = (action: () => void) => () =>
    loggedIn ? action() : void navigator.navigateTo(loginPathFor(currentPath()));

  return (
    <div className={styles.bar} data-testid={`${kind}-actions`}>
      <LikeButton
        liked={item.liked}
        count={item.likeCount}
        pending={like.isPending}
        onClick={needLogin(() => like.mutate())}
        className={styles.action}
        testId={`${kind}-like`}
      />
      <button
        type="button"
        className={styles.action}
        aria-label={`${thread.noun} ${threadCount}`}
        onClick={() => void navigator.navigateTo(thread.allPath(item.id))}
        data-testid={`${kind}-${thread.testId}`}
      >
        <ReplyIcon />
        <span>{threadCount}</span>
      </button>
      <button
        type="button"
        className={styles.action}
        onClick={() => setSharing(true)}
        data-testid={`${kind}-share`}
      >
        <ShareIcon />
        <span>分享</span>
      </button>
      {more && (
        <>
          <button
            type="button"
            className={styles.action}
            onClick={needLogin(more.onClick)}
            data-testid={more.testId}
          >
            {more.icon}
            <span>{more.label}</span>
          </button>
          {more.opens}
        </>
      )}
      <ShareSheet content={share} visible={sharing} onClose={() => setSharing(false)} />
    </div>
  );
}
