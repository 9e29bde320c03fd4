import { useReplyListQuery } from '../../api/replies';
import { postCommentPath } from '../../app/postPaths';
import { AppLink } from '../AppLink';
import { ReplyThreadView } from './ReplyThreadView';
import styles from './ReplyPreview.module.css';

const PREVIEW = 3;

/** The newest replies under a post, and the way to all of them (and to reply). */
export function ReplyPreview({ postId, replyCount }: { postId: number; replyCount: number }) {
  const replies = useReplyListQuery(postId, PREVIEW);
  const threads = replies.data?.pages[0]?.list ?? [];
  return (
    <section className={styles.section} aria-labelledby="reply-preview-title">
      <h2 id="reply-preview-title" className={styles.title}>
        回复 {replyCount}
      </h2>
      {threads.length === 0 ? (
        <p className={styles.empty}>还没有回复，来说两句吧</p>
      ) : (
        <ul className={styles.list} data-testid="reply-preview">
          {threads.map((thread) => (
            <ReplyThreadView key={thread.id} thread={thread} />
          ))}
        </ul>
      )}
      <AppLink to={postCommentPath(postId)} className={styles.all} testId="reply-all">
        {replyCount > 0 ? `查看全部 ${replyCount} 条回复` : '写回复'}
      </AppLink>
    </section>
  );
}
