import type { Article } from '@huaren/contract';
import { useToggleArticleLikeMutation } from '../../api/articles';
import { currentPath, useAppNavigator } from '../../nav/appNavigator';
import { articleCommentPath } from '../../nav/paths';
import { loginPathFor } from '../../nav/loginFlow';
import { useLoggedIn } from '../../lib/session';
import { shareLink } from '../../lib/share';
import { LikeButton } from '../LikeButton';
import { ReplyIcon, ShareIcon } from '../post/postIcons';
import styles from '../post/PostActionBar.module.css';

/** The bar under an article: like, comment, share. A visitor is sent to login to like. */
export function ArticleActionBar({ article }: { article: Article }) {
  const navigator = useAppNavigator();
  const loggedIn = useLoggedIn();
  const like = useToggleArticleLikeMutation(article.id);
  return (
    <div className={styles.bar} data-testid="article-actions">
      <LikeButton
        liked={article.liked}
        count={article.likeCount}
        pending={like.isPending}
        onClick={() =>
          loggedIn ? like.mutate() : void navigator.navigateTo(loginPathFor(currentPath()))
        }
        className={styles.action}
        testId="article-like"
      />
      <button
        type="button"
        className={styles.action}
        aria-label={`评论 ${article.commentCount}`}
        onClick={() => void navigator.navigateTo(articleCommentPath(article.id))}
        data-testid="article-comment"
      >
        <ReplyIcon />
        <span>{article.commentCount}</span>
      </button>
      <button
        type="button"
        className={styles.action}
        onClick={() => void shareLink(article.title)}
        data-testid="article-share"
      >
        <ShareIcon />
        <span>分享</span>
      </button>
    </div>
  );
}
