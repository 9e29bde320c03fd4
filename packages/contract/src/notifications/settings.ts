import { z } from '../z';
import { addedUserCall } from '../define-call';
import { NotificationType } from './calls';
import { listOf } from '../paging';

/** Where each kind of notice reaches a reader (issue 18 item 3). */

export const NotificationPref = z.object({
  type: NotificationType,
  /** In the 消息 list and the badge. */
  inApp: z.boolean({ error: '站内消息设置不正确' }),
  /** In the daily e-mail digest (never one mail per notice). */
  email: z.boolean({ error: '邮件设置不正确' }),
  /** As a browser notification, where the browser allows it. */
  push: z.boolean({ error: '推送设置不正确' }),
});
export type NotificationPref = z.infer<typeof NotificationPref>;

/**
 * Replies, moderation and saved searches reach a reader everywhere; likes only in the app; private
 * messages by push and e-mail.
 */
export const NOTIFICATION_DEFAULTS: Record<NotificationType, Omit<NotificationPref, 'type'>> = {
  reply: { inApp: true, email: true, push: true },
  moderation: { inApp: true, email: true, push: true },
  search: { inApp: true, email: true, push: true },
  like: { inApp: true, email: false, push: false },
  // 私信 has its own list and badge: never in 消息, whatever `inApp` says.
  message: { inApp: false, email: true, push: true },
};

/** Kinds that never appear in the 消息 list: the settings page offers no 站内 switch for them. */
export const NOT_IN_APP: readonly NotificationType[] = ['message'];

/** What the settings page calls each kind. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  reply: '回复和评论',
  like: '点赞',
  moderation: '审核结果',
  search: '搜索订阅',
  message: '私信',
};

const NotificationPrefs = listOf(NotificationPref);

export const notificationSettings = addedUserCall('GET /v1/user/notifications/settings/', {
  input: z.object({}),
  output: NotificationPrefs,
  summary: "The caller's choice per kind of notice (defaults where never changed)",
});

export const saveNotificationSetting = addedUserCall('POST /v1/user/notifications/settings/save/', {
  input: z.object({
    type: z.enum(NotificationType.options, { error: '消息类型不正确' }),
    inApp: NotificationPref.shape.inApp,
    email: NotificationPref.shape.email,
    push: NotificationPref.shape.push,
  }),
  output: NotificationPrefs,
  summary: 'Sets where one kind of notice reaches the caller; answers every kind',
});
