import { myLikePost, postLike, type Post } from '@huaren/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import { postKeys, updateListItems } from './posts';

/** Posts the user likes, most recently liked first. */
export function useMyLikesQuery() {
  return useInfiniteQuery({
    queryKey: postKeys.likes,
    queryFn: ({ pageParam, signal }) => request(myLikePost, { cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

type Snapshot = Pick<Post, 'liked' | 'likeCount'>;

/**
 * Toggles the like of a post: the heart and the count change at once (detail and every list),
 * go back to what they were if the server refuses, and settle on the server's count after.
 */
export function useToggleLikeMutation(postId: number) {
  const client = useQueryClient();
  const key = postKeys.detail(postId);

  const show = ({ liked, likeCount }: Snapshot) => {
    client.setQueryData<Post>(key, (post) => post && { ...post, liked, likeCount });
    updateListItems(client, postId, (item) => ({ ...item, likeCount }));
  };

  return useMutation({
    mutationFn: () => request(postLike, { postId }),
    onMutate: async (): Promise<Snapshot | undefined> => {
      // A detail fetch in flight would overwrite the optimistic state with the old one.
      await client.cancelQueries({ queryKey: key });
      const post = client.getQueryData<Post>(key);
      if (!post) return undefined;
      show({ liked: !post.liked, likeCount: post.likeCount + (post.liked ? -1 : 1) });
      return { liked: post.liked, likeCount: post.likeCount };
    },
    onError: (_error, _vars, before) => {
      if (before) show(before);
    },
    onSuccess: (answer) => {
      show(answer);
      // My likes gained or lost a post: load it afresh next time.
      void client.invalidateQueries({ queryKey: postKeys.likes, refetchType: 'none' });
    },
  });
}
