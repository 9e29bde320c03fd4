import type { Post } from '@huaren/contract';
import { useState } from 'react';
import { useToggleLikeMutation } from '../../api/likes';
import { currentPath, useAppNavigator } from '../../nav/appNavigator';
import { loginPathFor } from '../../nav/loginFlow';
import { postCommentPath } from '../../nav/paths';
import { useLoggedIn } from '../../lib/session';
import { shareLink } from '../../lib/share';
import { LikeButton } from '../LikeButton';
import { FlagIcon, ReplyIcon, ShareIcon } from './postIcons';
import { ReportSheet } from './ReportSheet';
import styles from './PostActionBar.module.css';

/**
 * The bar under a post: like, reply, share, and report for anyone but its author. Visitors are
 * sent to login for a write.
 */
export function PostActionBar({ post }: { post: Post }) {
  const navigator = useAppNavigator();
  const loggedIn = useLoggedIn();
  const like = useToggleLikeMutation(post.id);
  const [reporting, setReporting] = useState(false);

  const needLogin = (action: () => void) => () =>
    loggedIn ? action() : void navigator.navigateTo(loginPathFor(currentPath()));

  return (
    <div className={styles.bar} data-testid="post-actions">
      <LikeButton
        liked={post.liked}
        count={post.likeCount}
        pending={like.isPending}
        onClick={needLogin(() => like.mutate())}
        className={styles.action}
        testId="post-like"
      />
      <button
        type="button"
        className={styles.action}
        aria-label={`回复 ${post.replyCount}`}
        onClick={() => void navigator.navigateTo(postCommentPath(post.id))}
        data-testid="post-reply"
      >
        <ReplyIcon />
        <span>{post.replyCount}</span>
      </button>
      <button
        type="button"
        className={styles.action}
        onClick={() => void shareLink(post.title)}
        data-testid="post-share"
      >
        <ShareIcon />
        <span>分享</span>
      </button>
      {!post.mine && (
        <button
          type="button"
          className={styles.action}
          onClick={needLogin(() => setReporting(true))}
          data-testid="post-report"
        >
          <FlagIcon />
          <span>举报</span>
        </button>
      )}
      {loggedIn && !post.mine && (
        <ReportSheet postId={post.id} visible={reporting} onClose={() => setReporting(false)} />
      )}
    </div>
  );
}
