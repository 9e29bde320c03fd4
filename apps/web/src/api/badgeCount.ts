import type { Call, CallPath, InputOf, OutputOf } from '@huaren/contract';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useVerifiedSession } from '../lib/session';
import { request } from './client';

/**
 * A badge's count (unread notices, unread messages), asked again every `pollMs`; nothing for a
 * visitor. A verified session only: at launch a token the server no longer knows must end quietly
 * in a visitor (is_login), and at logout the dying token must not answer 403 here.
 */
export function useBadgeCountQuery<C extends Call>(
  queryKey: QueryKey,
  call: CallPath<C> & (OutputOf<C> extends { count: number } ? unknown : never),
  pollMs: number,
) {
  const verified = useVerifiedSession();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      request(call, {} as InputOf<C>, { signal }) as Promise<{ count: number }>,
    enabled: verified,
    refetchInterval: pollMs,
    select: (data) => data.count,
  });
}
