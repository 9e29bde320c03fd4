import { useCommentListQuery } from '../../api/comments';
import { articleCommentPath } from '../../app/articlePaths';
import { AppLink } from '../AppLink';
import { CommentThreadView } from './CommentThreadView';
import styles from './CommentPreview.module.css';

const PREVIEW = 3;

/** The newest comments under an article, and the way to all of them (and to comment). */
export function CommentPreview({
  articleId,
  commentCount,
}: {
  articleId: number;
  commentCount: number;
}) {
  const comments = useCommentListQuery(articleId, PREVIEW);
  const threads = comments.data?.pages[0]?.list ?? [];
  return (
    <section className={styles.section} aria-labelledby="comment-preview-title">
      <h2 id="comment-preview-title" className={styles.title}>
        评论 {commentCount}
      </h2>
      {threads.length === 0 ? (
        <p className={styles.empty}>还没有评论，来说两句吧</p>
      ) : (
        <ul className={styles.list} data-testid="comment-preview">
          {threads.map((thread) => (
            <CommentThreadView key={thread.id} thread={thread} />
          ))}
        </ul>
      )}
      <AppLink to={articleCommentPath(articleId)} className={styles.all} testId="comment-all">
        {commentCount > 0 ? `查看全部 ${commentCount} 条评论` : '写评论'}
      </AppLink>
    </section>
  );
}
