import { callPaths as routes } from '@huaren/contract/call-paths';
import { useBadgeCountQuery } from '../api/badgeCount';

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
  return useBadgeCountQuery(messageKeys.unread, routes.messagesUnreadCount, UNREAD_POLL_MS);
}
