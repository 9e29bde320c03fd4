import { callPaths } from '@huaren/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { feedQuery } from './feeds';

/** The caller's logins, newest first, page after page (my_login_logs). */
export function useLoginLogsQuery() {
  // Under the user's keys: removed with the session like the profile (api/user.ts).
  return useInfiniteQuery(feedQuery(['user', 'loginLogs'], callPaths.myLoginLogs, {}));
}
