import { type newPost, type InputOf, type Post, callPaths as routes } from '@huaren/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import { postKeys } from './posts';

/** Publish or, with an id, replace a post's fields. Every list is stale afterwards. */
export function useSavePostMutation(postId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof newPost>): Promise<Post> =>
      postId === null
        ? request(routes.newPost, input)
        : request(routes.updatePost, { ...input, id: postId }),
    onSuccess: (post) => {
      client.setQueryData(postKeys.detail(post.id), post);
      void client.invalidateQueries({ queryKey: postKeys.all, refetchType: 'none' });
    },
  });
}
