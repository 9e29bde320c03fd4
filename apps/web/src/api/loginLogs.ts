import { callPaths } from '@huaren/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from './client';
import { nextCursor } from './pages';

/** The caller's logins, newest first, page after page (my_login_logs). */
export function useLoginLogsQuery() {
  return useInfiniteQuery({
    // Under the user's keys: removed with the session like the profile (api/user.ts).
    queryKey: ['user', 'loginLogs'],
    queryFn: ({ pageParam, signal }) =>
      request(callPaths.myLoginLogs, { cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });
}
