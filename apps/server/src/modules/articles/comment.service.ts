import {
  Code,
  COMMENT_PREVIEW_CHILDREN,
  type ArticleComment,
  type CommentThread,
  type MyComment,
  type Page,
} from '@huaren/contract';
import type { SessionUser } from '../../auth/session';
import { Refusal } from '../../lib/envelope';
import { claimReplyQuota } from '../../core/content/new-account';
import { idAfter, pageFrom, type Paging } from '../../lib/paging';
import { createArticleRepository, PUBLISHED } from './article.repository';
import { presentComment, presentCommentThread, presentMyComment } from './comment.presenter';
import { createCommentRepository } from './comment.repository';
import type { ArticleDeps } from './deps';
import { ArticleReasons } from './reasons';
import { ArticleLimits } from './rules';

const articleNotFound = () => new Refusal(Code.notFound, ArticleReasons.articleNotFound);
const commentNotFound = () => new Refusal(Code.notFound, ArticleReasons.commentNotFound);

/** Comments: plain text, one level of threading, deletable by their writer and the article's author. */
export function createCommentService(deps: ArticleDeps) {
  const articles = createArticleRepository(deps.db);
  const comments = createCommentRepository(deps.db);

  return {
    async create(
      input: { articleId: number; content: string; commentId?: number | undefined },
      user: SessionUser,
    ): Promise<ArticleComment> {
      const article = await articles.findHeader(input.articleId);
      if (article?.status !== PUBLISHED) throw articleNotFound();
      let answered: { parent: number; userId: number } | undefined;
      if (input.commentId !== undefined) {
        const target = await comments.find(input.commentId);
        if (!target || target.article_id !== article.id) throw commentNotFound();
        // One level of threading: an answer to a reply hangs under the same top-level comment.
        answered = { parent: target.parent_id ?? target.id, userId: target.user_id };
      }
      // Claimed with the insert: a refused comment spends none of the hour's or the new account's.
      const id = await deps.db.transaction().execute(async (trx) => {
        await claimReplyQuota(
          deps,
          trx,
          user.id,
          ArticleLimits.commentsPerUser,
          ArticleReasons.commentTooOften,
        );
        return comments.insert(
          {
            article_id: article.id,
            user_id: user.id,
            parent_id: answered?.parent ?? null,
            reply_to_user_id: answered?.userId ?? null,
            content: input.content,
            created_at: deps.now(),
          },
          trx,
        );
      });
      return presentComment((await comments.find(id))!, user.id);
    },

    /** Comments of an article others may see, or of the caller's own in any status but deleted. */
    async list(
      input: Paging & { articleId: number; parentId?: number | undefined },
      user: SessionUser | null,
    ): Promise<Page<CommentThread>> {
      const viewerId = user?.id ?? null;
      const article = await articles.findHeader(input.articleId);
      const visible =
        article &&
        article.status !== 'deleted' &&
        (article.status === PUBLISHED || article.user_id === viewerId);
      if (!visible) throw articleNotFound();
      const after = idAfter(input.cursor);
      if (input.parentId !== undefined) {
        const parent = await comments.find(input.parentId);
        if (!parent || parent.article_id !== article.id || parent.parent_id !== null) {
          throw commentNotFound();
        }
        const rows = await comments.listChildren(parent.id, input.pageSize + 1, after);
        return pageFrom(rows, input.pageSize, (r) => presentCommentThread(r, [], viewerId));
      }
      const rows = await comments.listTop(article.id, input.pageSize + 1, after);
      const children = await comments.previewChildren(
        rows.slice(0, input.pageSize),
        COMMENT_PREVIEW_CHILDREN,
      );
      return pageFrom(rows, input.pageSize, (r) =>
        presentCommentThread(r, children.get(r.id) ?? [], viewerId),
      );
    },

    /** The writer's or the article author's; to anyone else the comment does not exist. */
    async remove(id: number, user: SessionUser): Promise<Record<string, never>> {
      const comment = await comments.find(id);
      if (!comment || (comment.user_id !== user.id && comment.article_user_id !== user.id)) {
        throw commentNotFound();
      }
      await comments.remove(comment);
      return {};
    },

    async mine(paging: Paging, user: SessionUser): Promise<Page<MyComment>> {
      const rows = await comments.listMine(user.id, paging.pageSize + 1, idAfter(paging.cursor));
      return pageFrom(rows, paging.pageSize, (r) => presentMyComment(r, user.id));
    },
  };
}
