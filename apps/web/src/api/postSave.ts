import { type newPost, type InputOf, type Post, callPaths } from '@huaren/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import { postKeys } from './posts';

/** Publish or, with an id, replace a post's fields. Every list is stale afterwards. */
export function useSavePostMutation(postId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof newPost>): Promise<Post> =>
      postId === null
        ? request(callPaths.newPost, input)
        : request(callPaths.updatePost, { ...input, id: postId }),
    onSuccess: (post) => {
      client.setQueryData(postKeys.detail(post.id), post);
      void client.invalidateQueries({ queryKey: postKeys.all, refetchType: 'none' });
    },
  });
}
