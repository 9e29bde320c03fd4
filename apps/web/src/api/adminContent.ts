import {
  type adminContentList,
  type adminSetContentStatus,
  type ContentType,
  type InputOf,
  callPaths,
} from '@huaren/contract';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY, useAdminCall, useAdminFeed, useAdminMutation } from './admin';
import { articleKeys } from './articles';
import { request } from './client';
import { postKeys } from './posts';
import { threadKeys } from './threads';

export type ContentFilter = Omit<InputOf<typeof adminContentList>, 'cursor' | 'pageSize'>;

/** Where each type shows to the public: those caches change with its status. */
const PUBLIC_KEYS = {
  post: postKeys.all,
  article: articleKeys.all,
  reply: threadKeys('post').all,
  comment: threadKeys('article').all,
} as const satisfies Record<ContentType, readonly unknown[]>;

export function useAdminContentQuery(filter: ContentFilter) {
  return useAdminFeed(['content', filter], (cursor, signal) =>
    request(callPaths.adminContentList, { ...filter, cursor }, { signal }),
  );
}

/** Hide, restore or approve. */
export function useSetContentStatusMutation(type: ContentType) {
  return useAdminMutation(
    (input: Omit<InputOf<typeof adminSetContentStatus>, 'type'>) =>
      request(callPaths.adminSetContentStatus, { ...input, type }),
    [PUBLIC_KEYS[type]],
  );
}

/** Recommend a post until a day, or (null) take it off the home page's list. */
export function useRecommendPostMutation() {
  return useAdminCall(callPaths.adminRecommendPost, [postKeys.all]);
}

export function useRecommendedPostsAdminQuery() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'recommended'],
    queryFn: ({ signal }) => request(callPaths.adminRecommendedPosts, {}, { signal }),
    select: (data) => data.list,
  });
}
