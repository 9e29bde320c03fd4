import { callPaths } from '@huaren/contract/call-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import { postKeys, takeChangedPost } from './posts';

/**
 * The author's 已售 / 已租 / 已招满 mark and its undo (decision 0038): the detail takes the
 * answer, cached cards take the mark, and the lists refetch when next shown (a marked post leaves
 * them).
 */
export function useMarkPostMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, close }: { id: number; close: boolean }) =>
      request(close ? callPaths.closePost : callPaths.reopenPost, { id }),
    onSuccess: (post) => {
      takeChangedPost(client, post, { closed: post.closed, expiresAt: post.expiresAt });
      void client.invalidateQueries({ queryKey: postKeys.all, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: ['favourites', 'list'], refetchType: 'none' });
    },
  });
}
