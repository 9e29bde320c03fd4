import { callPaths } from '@huaren/contract/call-paths';
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { request } from './client';
import { feedQuery } from './feeds';
import { contentCaches, type ContentType } from './contentCaches';
import { postKeys } from './posts';

/** Posts the user likes, most recently liked first. */
export function useMyLikesQuery() {
  return useInfiniteQuery(feedQuery(postKeys.likes, callPaths.myLikePost, {}));
}

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

interface OptimisticLike {
  /** The detail query of the liked thing (a post, an article). */
  key: QueryKey;
  /** The "my likes" list that gains or loses it. */
  likedListKey: QueryKey;
  toggle: () => Promise<LikeState>;
  /** Shows a count in the cards of every cached list. */
  showInLists: (likeCount: number) => void;
}

/**
 * Toggles a like: the heart and the count change at once (detail and every list), go back to
 * what they were if the server refuses, and settle on the server's count after.
 */
function useOptimisticLike<T extends LikeState>({
  key,
  likedListKey,
  toggle,
  showInLists,
}: OptimisticLike) {
  const client = useQueryClient();

  const show = ({ liked, likeCount }: LikeState) => {
    client.setQueryData<T>(key, (item) => item && { ...item, liked, likeCount });
    showInLists(likeCount);
  };

  return useMutation({
    mutationFn: toggle,
    onMutate: async (): Promise<LikeState | undefined> => {
      // A detail fetch in flight would overwrite the optimistic state with the old one.
      await client.cancelQueries({ queryKey: key });
      const item = client.getQueryData<T>(key);
      if (!item) return undefined;
      show({ liked: !item.liked, likeCount: item.likeCount + (item.liked ? -1 : 1) });
      return { liked: item.liked, likeCount: item.likeCount };
    },
    onError: (_error, _vars, before) => {
      if (before) show(before);
    },
    onSuccess: (answer) => {
      show(answer);
      // My likes gained or lost an item: load it afresh next time.
      void client.invalidateQueries({ queryKey: likedListKey, refetchType: 'none' });
    },
  });
}

/** Like or unlike a post or an article. */
export function useToggleLikeMutation(type: ContentType, id: number) {
  const client = useQueryClient();
  const { detail, likes, updateCards } = contentCaches[type];
  return useOptimisticLike({
    key: detail(id),
    likedListKey: likes,
    toggle: () =>
      type === 'post'
        ? request(callPaths.postLike, { postId: id })
        : request(callPaths.articleLike, { articleId: id }),
    showInLists: (likeCount) => updateCards(client, id, (item) => ({ ...item, likeCount })),
  });
}
