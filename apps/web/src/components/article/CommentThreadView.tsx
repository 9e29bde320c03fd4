import type { ArticleComment, CommentThread } from '@huaren/contract';
import { useCommentChildrenQuery } from '../../api/comments';
import { ThreadView } from '../thread/ThreadView';

interface CommentThreadViewProps {
  thread: CommentThread;
  /** Tapping 回复; absent for a visitor and in the detail page's preview. */
  onReply?: (comment: ArticleComment) => void;
  /** Tapping 删除 on a comment with canDelete; absent in the preview. */
  onDelete?: (comment: ArticleComment) => void;
  /** Offers the replies beyond the first few (the comments page). */
  expandable?: boolean; /** The entry a notice points at: scrolled to and marked. */
  focusId?: number | null;
}

/** A top-level comment with the replies under it (one level), the rest on demand. */
export function CommentThreadView(props: CommentThreadViewProps) {
  return (
    <ThreadView {...props} useChildren={useCommentChildrenQuery} testId="comment" noun="评论" />
  );
}
