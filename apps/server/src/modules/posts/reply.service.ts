import type { MyReply, MyReplyType, Page, Reply, ReplyThread } from '@huaren/contract';
import type { SessionUser } from '../../auth/session';
import type { ContentDeps } from '../../core/content/deps';
import { POSTS } from '../../core/content/kinds';
import { createThreadService } from '../../core/content/thread.service';
import type { Paging } from '../../lib/paging';
import { presentMyReply, presentReply, presentReplyThread } from './reply.presenter';
import { refuseReplyIfClosed } from './closed/reply-gate';
import { PostReasons } from './reasons';
import { PostLimits } from './rules';

/** Replies: the posts' thread (core/content), under the contract's names. */
export function createReplyService(deps: ContentDeps) {
  const thread = createThreadService(deps, POSTS, {
    hourly: PostLimits.repliesPerUser,
    tooOften: PostReasons.replyTooOften,
  });

  return {
    async reply(
      input: { postId: number; content: string; replyId?: number | undefined },
      user: SessionUser,
    ): Promise<Reply> {
      const { postId: itemId, content, replyId: answerId } = input;
      await refuseReplyIfClosed(deps, itemId);
      return presentReply(await thread.write({ itemId, content, answerId }, user));
    },

    /** Replies of a post others may see, or of the caller's own post in any status but deleted. */
    list(
      input: Paging & { postId: number; parentId?: number | undefined },
      user: SessionUser | null,
    ): Promise<Page<ReplyThread>> {
      return thread.list({ ...input, itemId: input.postId }, user, presentReplyThread);
    },

    mine(input: Paging & { type: MyReplyType }, user: SessionUser): Promise<Page<MyReply>> {
      const column = input.type === 'mine' ? 'user_id' : 'recipient_id';
      return thread.listFor(column, input, user, presentMyReply);
    },
  };
}
