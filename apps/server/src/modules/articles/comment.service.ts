import {
  Code,
  type ArticleComment,
  type CommentThread,
  type MyComment,
  type Page,
} from '@huaren/contract';
import type { SessionUser } from '../../auth/session';
import type { ContentDeps } from '../../core/content/deps';
import { ARTICLES } from '../../core/content/kinds';
import { createThreadService } from '../../core/content/thread.service';
import { Refusal } from '../../lib/envelope';
import type { Paging } from '../../lib/paging';
import { presentComment, presentCommentThread, presentMyComment } from './comment.presenter';
import { createCommentRepository } from './comment.repository';
import { ArticleReasons } from './reasons';
import { ArticleLimits } from './rules';

/** Comments: the articles' thread (core/content), deletable by their writer and the article's author. */
export function createCommentService(deps: ContentDeps) {
  const thread = createThreadService(deps, ARTICLES, {
    hourly: ArticleLimits.commentsPerUser,
    tooOften: ArticleReasons.commentTooOften,
  });
  const comments = createCommentRepository(deps.db);

  return {
    async create(
      input: { articleId: number; content: string; commentId?: number | undefined },
      user: SessionUser,
    ): Promise<ArticleComment> {
      const { articleId: itemId, content, commentId: answerId } = input;
      return presentComment(await thread.write({ itemId, content, answerId }, user), user.id);
    },

    /** Comments of an article others may see, or of the caller's own in any status but deleted. */
    list(
      input: Paging & { articleId: number; parentId?: number | undefined },
      user: SessionUser | null,
    ): Promise<Page<CommentThread>> {
      const viewerId = user?.id ?? null;
      return thread.list({ ...input, itemId: input.articleId }, user, (row, children) =>
        presentCommentThread(row, children, viewerId),
      );
    },

    /** The writer's or the article author's; to anyone else the comment does not exist. */
    async remove(id: number, user: SessionUser): Promise<Record<string, never>> {
      const comment = await thread.entries.find(id);
      if (!comment || (comment.user_id !== user.id && comment.item_user_id !== user.id)) {
        throw new Refusal(Code.notFound, ArticleReasons.commentNotFound);
      }
      await comments.remove(comment);
      return {};
    },

    mine(paging: Paging, user: SessionUser): Promise<Page<MyComment>> {
      return thread.listFor('user_id', paging, user, (row) => presentMyComment(row, user.id));
    },
  };
}
