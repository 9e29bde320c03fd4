import { useReplyListQuery } from '../../api/replies';
import { postCommentPath } from '../../nav/paths';
import { PREVIEW_THREADS, ThreadPreview } from '../thread/ThreadPreview';
import { ReplyThreadView } from './ReplyThreadView';

/** The newest replies under a post, and the way to all of them (and to reply). */
export function ReplyPreview({ postId, replyCount }: { postId: number; replyCount: number }) {
  const replies = useReplyListQuery(postId, PREVIEW_THREADS);
  const threads = replies.data?.pages[0]?.list ?? [];
  return (
    <ThreadPreview
      noun="回复"
      count={replyCount}
      testId="reply"
      allPath={postCommentPath(postId)}
      threads={threads.map((thread) => (
        <ReplyThreadView key={thread.id} thread={thread} />
      ))}
    />
  );
}
