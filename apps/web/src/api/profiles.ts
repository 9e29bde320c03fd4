import { callPaths } from '@huaren/contract/call-paths';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { request } from './client';
import { feedQuery } from './feeds';

/** A user's public page (decision 0037): the profile and its two lists. */
export const profileKeys = {
  profile: (id: number) => ['profiles', id] as const,
  posts: (id: number) => ['profiles', id, 'posts'] as const,
  articles: (id: number) => ['profiles', id, 'articles'] as const,
};

export function useUserProfileQuery(id: number) {
  return useQuery({
    queryKey: profileKeys.profile(id),
    queryFn: ({ signal }) => request(callPaths.userProfile, { id }, { signal }),
  });
}

export function useUserPostsQuery(userId: number) {
  return useInfiniteQuery(feedQuery(profileKeys.posts(userId), callPaths.userPosts, { userId }));
}

export function useUserArticlesQuery(userId: number) {
  return useInfiniteQuery(
    feedQuery(profileKeys.articles(userId), callPaths.userArticles, { userId }),
  );
}
