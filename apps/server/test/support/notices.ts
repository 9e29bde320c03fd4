import {
  myNotifications,
  notificationUnreadCount,
  postReply,
  saveNotificationSetting,
  type InputOf,
  type Notification,
} from '@huaren/contract';
import type { TestApp } from './app';
import { callOk } from './call-ok';

/** The reader's notices, newest first (up to 50): call it once the notify jobs have run. */
export async function noticeList(t: TestApp, token: string): Promise<Notification[]> {
  return (await callOk(t, myNotifications, { pageSize: 50 }, token)).list;
}

/** The count on the reader's 我的 badge. */
export async function unreadNotices(t: TestApp, token: string): Promise<number> {
  return (await t.client.call(notificationUnreadCount, {}, { token })).data!.count;
}

/** Saves the reader's choice for one kind of notice; answers every kind's choice after. */
export async function saveNoticePref(
  t: TestApp,
  token: string,
  pref: InputOf<typeof saveNotificationSetting>,
) {
  return (await callOk(t, saveNotificationSetting, pref, token)).list;
}

/** A reply to the post, or to its reply `replyId`: what notifies the author. */
export async function replyTo(t: TestApp, token: string, postId: number, replyId?: number) {
  return callOk(
    t,
    postReply,
    { postId, content: '请问还在招吗？', ...(replyId ? { replyId } : {}) },
    token,
  );
}
