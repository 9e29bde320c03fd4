import { type newPost, type InputOf, type Post, callPaths } from '@huaren/contract';
import { request } from './client';
import { useSaveContentMutation } from './content';
import { postKeys } from './posts';

/** Publish or, with an id, replace a post's fields. Every list is stale afterwards. */
export function useSavePostMutation(postId: number | null) {
  return useSaveContentMutation(postKeys, (input: InputOf<typeof newPost>): Promise<Post> =>
    postId === null
      ? request(callPaths.newPost, input)
      : request(callPaths.updatePost, { ...input, id: postId }),
  );
}
