import type { Notification } from '@huaren/contract';

/** The web app's 消息 page (the digest's link, and a push whose target is gone). */
export const NOTICE_PAGE = '/#/pages/user/notice/index';

/** A private message's conversation in the web app (decision 0034). */
export const chatLink = (conversationId: number) =>
  `/#/pages/user/message/chat?id=${conversationId}`;

/**
 * Where a push opens the web app, as the 消息 list's tap does (apps/web noticeTarget.ts): a reply
 * or comment on its thread's page, scrolled to it (`entry`); anything else on the item's page.
 */
export function noticeLink(target: Notification['target']): string {
  if (!target) return NOTICE_PAGE;
  const page = target.entryId === null ? 'detail' : 'comment';
  const entry = target.entryId === null ? '' : `&entry=${target.entryId}`;
  return `/#/pages/${target.type}/${page}/index?id=${target.id}${entry}`;
}
