import { callPaths as routes } from '@huaren/contract/call-paths';
import { useQuery } from '@tanstack/react-query';
import { request } from '../api/client';
import { useVerifiedSession } from '../lib/session';

export const messageKeys = {
  all: ['messages'] as const,
  list: ['messages', 'list'] as const,
  unread: ['messages', 'unread'] as const,
  thread: (id: number) => ['messages', 'thread', id] as const,
};

/**
 * How often an open app asks for the unread private messages (decision 0034: polling, the
 * fallback the issue allows, until a real-time channel lands).
 */
const UNREAD_POLL_MS = 10_000;

/** Unread private messages, for the badges on 我的 and its 私信 row; nothing for a visitor. */
export function useMessagesUnreadQuery() {
  const verified = useVerifiedSession();
  return useQuery({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => request(routes.messagesUnreadCount, {}, { signal }),
    enabled: verified,
    refetchInterval: UNREAD_POLL_MS,
    select: (data) => data.count,
  });
}
