import type { ArticleComment, CommentThread, MyComment } from '@huaren/contract';
import { presentEntry, presentListed, presentThread } from '../../core/content/thread.presenter';
import type { ListedThreadRow, ThreadRow } from '../../core/content/thread.repository';

/** `viewerId` decides canDelete: the comment's writer and the article's author may delete it. */
export function presentComment(row: ThreadRow, viewerId: number | null): ArticleComment {
  return {
    ...presentEntry(row, 'articleId'),
    canDelete: viewerId !== null && (viewerId === row.user_id || viewerId === row.item_user_id),
  };
}

export const presentCommentThread = (
  row: ThreadRow,
  children: readonly ThreadRow[],
  viewerId: number | null,
): CommentThread => presentThread((r) => presentComment(r, viewerId), row, children);

export const presentMyComment = (row: ListedThreadRow, viewerId: number): MyComment =>
  presentListed((r) => presentComment(r, viewerId), row, 'article');
