import {
  type Article,
  type ArticleComment,
  type ArticleListItem,
  callPaths,
} from '@huaren/contract';
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { articleKeys } from './articles';
import { updateContentItems } from './content';
import { request } from './client';
import { feedQuery } from './feeds';
import type { ThreadInput } from './replies';

export const commentKeys = {
  all: ['comments'] as const,
  article: (articleId: number) => ['comments', 'article', articleId] as const,
  children: (articleId: number, parentId: number) =>
    ['comments', 'article', articleId, parentId] as const,
  mine: ['comments', 'mine'] as const,
};

/** An article's top-level comments (newest first), each with its first replies. */
export function useCommentListQuery(articleId: number, pageSize?: number) {
  return useInfiniteQuery(
    feedQuery([...commentKeys.article(articleId), pageSize ?? 'all'], callPaths.commentList, {
      articleId,
      pageSize,
    }),
  );
}

/** The replies of one comment beyond those shown with it (oldest first). */
export function useCommentChildrenQuery(
  { articleId, id: parentId }: Pick<ArticleComment, 'articleId' | 'id'>,
  enabled: boolean,
) {
  return useInfiniteQuery({
    ...feedQuery(commentKeys.children(articleId, parentId), callPaths.commentList, {
      articleId,
      parentId,
    }),
    enabled,
  });
}

export function useMyCommentsQuery() {
  return useInfiniteQuery(feedQuery(commentKeys.mine, callPaths.myCommentList, {}));
}

/** The article's comment count, in its detail and its cards, moved by `delta`. */
function countComments(client: QueryClient, articleId: number, delta: number) {
  client.setQueryData<Article>(
    articleKeys.detail(articleId),
    (article) => article && { ...article, commentCount: article.commentCount + delta },
  );
  updateContentItems<ArticleListItem>(client, articleKeys, articleId, (item) => ({
    ...item,
    commentCount: item.commentCount + delta,
  }));
}

function refresh(client: QueryClient, articleId: number) {
  void client.invalidateQueries({ queryKey: commentKeys.article(articleId) });
  void client.invalidateQueries({ queryKey: commentKeys.mine, refetchType: 'none' });
}

/** Comment on the article, or (with parentId) answer one of its comments. */
export function useNewCommentMutation(articleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ content, parentId }: ThreadInput) =>
      request(callPaths.newComment, { content, commentId: parentId, articleId }),
    onSuccess: () => {
      countComments(client, articleId, 1);
      refresh(client, articleId);
    },
  });
}

/** Delete a comment; a top-level one takes its replies with it, and the count drops by all. */
export function useDeleteCommentMutation(articleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: ArticleComment) => request(callPaths.deleteComment, { id: comment.id }),
    onSuccess: (_data, comment) => {
      countComments(client, articleId, -(1 + (comment.parentId === null ? comment.childCount : 0)));
      refresh(client, articleId);
    },
  });
}
