import type { ArticleComment, CommentThread, MyComment } from '@huaren/contract';
import type { CommentRow, MyCommentRow } from './comment.repository';

/** `viewerId` decides canDelete: the comment's writer and the article's author may delete it. */
export function presentComment(row: CommentRow, viewerId: number | null): ArticleComment {
  return {
    id: row.id,
    articleId: row.article_id,
    parentId: row.parent_id,
    replyTo:
      row.reply_to_user_id !== null
        ? { id: row.reply_to_user_id, nickName: row.reply_to_nick_name ?? '' }
        : null,
    content: row.content,
    author: { id: row.user_id, nickName: row.author_nick_name },
    createdAt: new Date(row.created_at).toISOString(),
    childCount: row.child_count,
    canDelete: viewerId !== null && (viewerId === row.user_id || viewerId === row.article_user_id),
  };
}

export function presentCommentThread(
  row: CommentRow,
  children: readonly CommentRow[],
  viewerId: number | null,
): CommentThread {
  return {
    ...presentComment(row, viewerId),
    children: children.map((c) => presentComment(c, viewerId)),
  };
}

export function presentMyComment(row: MyCommentRow, viewerId: number): MyComment {
  return {
    ...presentComment(row, viewerId),
    article: { id: row.article_id, title: row.article_title },
  };
}
