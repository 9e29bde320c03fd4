import { callPaths as routes } from '@huaren/contract/call-paths';
import { useBadgeCountQuery } from '../api/badgeCount';
import { messageKeys } from './keys';
import { LIVE_FALLBACK_POLL_MS, useMessageStream, usePollInterval } from './live';

/**
 * How often an open app asks for the unread private messages: every 10 s without the stream
 * (decision 0034's polling), every minute as a fallback while the stream is live (0036).
 */
const UNREAD_POLL_MS = 10_000;

/** Unread private messages, for the badges on 我的 and its 私信 row; nothing for a visitor. */
export function useMessagesUnreadQuery() {
  useMessageStream();
  const pollMs = usePollInterval(UNREAD_POLL_MS, LIVE_FALLBACK_POLL_MS);
  return useBadgeCountQuery(messageKeys.unread, routes.messagesUnreadCount, pollMs);
}
