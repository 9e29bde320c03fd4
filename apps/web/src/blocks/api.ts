import { callPaths as routes } from '@huaren/contract/call-paths';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../api/client';
import { feedQuery } from '../api/feeds';

/** Under the user's keys: removed with the session like the profile (api/user.ts). */
const blockKeys = {
  all: ['user', 'blocks'] as const,
  status: (userId: number) => ['user', 'blocks', 'status', userId] as const,
};

/** The caller's 黑名单, latest block first, page after page. */
export function useBlocksQuery() {
  return useInfiniteQuery(feedQuery(blockKeys.all, routes.myBlocks, {}));
}

/** Whether the caller blocks this user (a seller's page); asked only when logged in. */
export function useBlockStatusQuery(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: blockKeys.status(userId),
    queryFn: ({ signal }) => request(routes.blockStatus, { userId }, { signal }),
    enabled,
  });
}

/**
 * Blocks or unblocks a user. What the caller sees changes everywhere (lists, threads, notices,
 * conversations, decision 0042), so every query is read again.
 */
export function useSetBlockMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; blocked: boolean }) => request(routes.blockUser, input),
    onSuccess: () => void client.invalidateQueries(),
  });
}
