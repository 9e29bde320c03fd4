import { ThreadPreview } from '../thread/ThreadPreview';

/** The newest replies under a post, and the way to all of them (and to reply). */
export function ReplyPreview({ postId, replyCount }: { postId: number; replyCount: number }) {
  return <ThreadPreview kind="post" id={postId} count={replyCount} />;
}
