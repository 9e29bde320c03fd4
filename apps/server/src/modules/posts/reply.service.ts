import {
  Code,
  REPLY_PREVIEW_CHILDREN,
  type MyReply,
  type MyReplyType,
  type Page,
  type Reply,
  type ReplyThread,
} from '@huaren/contract';
import type { SessionUser } from '../../auth/session';
import { Refusal } from '../../lib/envelope';
import type { PostDeps } from './deps';
import { claimReplyQuota } from '../../core/content/new-account';
import { idAfter, pageFrom, type Paging } from '../../lib/paging';
import { createPostRepository } from './post.repository';
import { PUBLISHED } from './post-row';
import { PostReasons } from './reasons';
import { presentMyReply, presentReply, presentThread } from './reply.presenter';
import { createReplyRepository } from './reply.repository';
import { PostLimits } from './rules';

export function createReplyService(deps: PostDeps) {
  const posts = createPostRepository(deps.db);
  const replies = createReplyRepository(deps.db);
  const postNotFound = () => new Refusal(Code.notFound, PostReasons.postNotFound);

  return {
    async reply(
      input: { postId: number; content: string; replyId?: number | undefined },
      user: SessionUser,
    ): Promise<Reply> {
      const post = await posts.isVisible(input.postId, deps.now());
      if (!post) throw postNotFound();
      let answered: { id: number; parent: number; userId: number } | undefined;
      if (input.replyId !== undefined) {
        const target = await replies.find(input.replyId);
        if (!target || target.post_id !== post.id || target.hidden === 1) {
          throw new Refusal(Code.notFound, PostReasons.replyNotFound);
        }
        // One level of threading: an answer to a child hangs under the same top-level reply.
        answered = { id: target.id, parent: target.parent_id ?? target.id, userId: target.user_id };
      }
      // Claimed with the insert: a refused reply spends none of the hour's or the new account's.
      const id = await deps.db.transaction().execute(async (trx) => {
        await claimReplyQuota(
          deps,
          trx,
          user.id,
          PostLimits.repliesPerUser,
          PostReasons.replyTooOften,
        );
        return replies.insert(
          {
            post_id: post.id,
            user_id: user.id,
            parent_id: answered?.parent ?? null,
            reply_to_id: answered?.id ?? null,
            reply_to_user_id: answered?.userId ?? null,
            recipient_id: answered?.userId ?? post.user_id,
            content: input.content,
            created_at: deps.now(),
          },
          trx,
        );
      });
      return presentReply((await replies.find(id))!);
    },

    /** Replies of a post others may see, or of the caller's own post in any status but deleted. */
    async list(
      input: Paging & { postId: number; parentId?: number | undefined },
      user: SessionUser | null,
    ): Promise<Page<ReplyThread>> {
      const post = await posts.findWithAuthor(input.postId);
      const visible =
        post &&
        post.status !== 'deleted' &&
        ((post.status === PUBLISHED && post.expires_at > deps.now()) || post.user_id === user?.id);
      if (!visible) throw postNotFound();
      const after = idAfter(input.cursor);
      if (input.parentId !== undefined) {
        const parent = await replies.find(input.parentId);
        if (!parent || parent.post_id !== post.id || parent.parent_id !== null || parent.hidden) {
          throw new Refusal(Code.notFound, PostReasons.replyNotFound);
        }
        const rows = await replies.listChildren(parent.id, input.pageSize + 1, after);
        return pageFrom(rows, input.pageSize, (r) => presentThread(r, []));
      }
      const rows = await replies.listTop(post.id, input.pageSize + 1, after);
      const page = rows.slice(0, input.pageSize);
      const children = await replies.previewChildren(page, REPLY_PREVIEW_CHILDREN);
      return pageFrom(rows, input.pageSize, (r) => presentThread(r, children.get(r.id) ?? []));
    },

    async mine(input: Paging & { type: MyReplyType }, user: SessionUser): Promise<Page<MyReply>> {
      const column = input.type === 'mine' ? 'user_id' : 'recipient_id';
      const rows = await replies.listFor(
        column,
        user.id,
        input.pageSize + 1,
        idAfter(input.cursor),
      );
      return pageFrom(rows, input.pageSize, presentMyReply);
    },
  };
}
