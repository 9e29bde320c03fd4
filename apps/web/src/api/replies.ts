import { type MyReplyType, type Post, type Reply, callPaths } from '@huaren/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import { feedQuery } from './feeds';
import { postKeys, updateListItems } from './posts';

export const replyKeys = {
  all: ['replies'] as const,
  post: (postId: number) => ['replies', 'post', postId] as const,
  children: (postId: number, parentId: number) => ['replies', 'post', postId, parentId] as const,
  mine: (type: MyReplyType) => ['replies', 'mine', type] as const,
};

/** A post's top-level replies (newest first), each with its first children. */
export function useReplyListQuery(postId: number, pageSize?: number) {
  return useInfiniteQuery(
    feedQuery([...replyKeys.post(postId), pageSize ?? 'all'], callPaths.replyList, {
      postId,
      pageSize,
    }),
  );
}

/** The children of one reply beyond those shown with it (oldest first). */
export function useReplyChildrenQuery(
  { postId, id: parentId }: Pick<Reply, 'postId' | 'id'>,
  enabled: boolean,
) {
  return useInfiniteQuery({
    ...feedQuery(replyKeys.children(postId, parentId), callPaths.replyList, { postId, parentId }),
    enabled,
  });
}

export function useMyRepliesQuery(type: MyReplyType) {
  return useInfiniteQuery(feedQuery(replyKeys.mine(type), callPaths.myReply, { type }));
}

/** What a thread's composer sends: the text, and the reply or comment it answers, if any. */
export interface ThreadInput {
  content: string;
  parentId?: number;
}

/** Reply to a post or (with parentId) to a reply; the post's replies and its count are refreshed. */
export function usePostReplyMutation(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ content, parentId }: ThreadInput) =>
      request(callPaths.postReply, { content, replyId: parentId, postId }),
    onSuccess: () => {
      client.setQueryData<Post>(
        postKeys.detail(postId),
        (post) => post && { ...post, replyCount: post.replyCount + 1 },
      );
      updateListItems(client, postId, (item) => ({ ...item, replyCount: item.replyCount + 1 }));
      void client.invalidateQueries({ queryKey: replyKeys.post(postId) });
      void client.invalidateQueries({ queryKey: ['replies', 'mine'], refetchType: 'none' });
    },
  });
}
