import { useCommentListQuery } from '../../api/comments';
import { articleCommentPath } from '../../nav/paths';
import { PREVIEW_THREADS, ThreadPreview } from '../thread/ThreadPreview';
import { CommentThreadView } from './CommentThreadView';

/** The newest comments under an article, and the way to all of them (and to comment). */
export function CommentPreview({
  articleId,
  commentCount,
}: {
  articleId: number;
  commentCount: number;
}) {
  const comments = useCommentListQuery(articleId, PREVIEW_THREADS);
  const threads = comments.data?.pages[0]?.list ?? [];
  return (
    <ThreadPreview
      noun="评论"
      count={commentCount}
      testId="comment"
      allPath={articleCommentPath(articleId)}
      threads={threads.map((thread) => (
        <CommentThreadView key={thread.id} thread={thread} />
      ))}
    />
  );
}
