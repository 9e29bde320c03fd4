import type { Reply, ReplyThread } from '@huaren/contract';
import { useReplyChildrenQuery } from '../../api/replies';
import { ThreadView } from '../thread/ThreadView';

interface ReplyThreadViewProps {
  thread: ReplyThread;
  /** Tapping 回复 on a reply; absent for a visitor and where replies are only previewed. */
  onReply?: (reply: Reply) => void;
  /** Offers the children beyond the first few (the comments page; the detail page links there). */
  expandable?: boolean; /** The entry a notice points at: scrolled to and marked. */
  focusId?: number | null;
}

/** A top-level reply with its answers under it (one level), the rest on demand. */
export function ReplyThreadView(props: ReplyThreadViewProps) {
  return <ThreadView {...props} useChildren={useReplyChildrenQuery} testId="reply" noun="回复" />;
}
