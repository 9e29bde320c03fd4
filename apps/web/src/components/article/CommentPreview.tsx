import { ThreadPreview } from '../thread/ThreadPreview';

/** The newest comments under an article, and the way to all of them (and to comment). */
export function CommentPreview({
  articleId,
  commentCount,
}: {
  articleId: number;
  commentCount: number;
}) {
  return <ThreadPreview kind="article" id={articleId} count={commentCount} />;
}
