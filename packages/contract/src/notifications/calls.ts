import { z } from '../z';
import { addedUserCall } from '../define-call';
import { pagedList } from '../paging';
import { idField } from '../ids';
import { Author } from '../content/item';

/** Notifications (issue 18): what happened to my content and my saved searches. */

/** The kinds a user sets preferences for. */
/** `message`: a new private message (decision 0034), by push and in the digest, never in 消息. */
export const NotificationType = z.enum(['reply', 'like', 'moderation', 'search', 'message']);
export type NotificationType = z.infer<typeof NotificationType>;

/**
 * What happened: `reply` to my post or article, `answer` to my reply or comment, `like`d (grouped),
 * moderation's `hidden` / `approved` / `restored`, a saved search's `match`, a private `message`.
 */
export const NotificationVerb = z.enum([
  'reply',
  'answer',
  'like',
  'hidden',
  'approved',
  'restored',
  'match',
  'message',
]);
export type NotificationVerb = z.infer<typeof NotificationVerb>;

export const Notification = z.object({
  id: z.number().int(),
  type: NotificationType,
  verb: NotificationVerb,
  /** The sentence shown: `张三等 5 人赞了你的帖子`. */
  text: z.string(),
  /** The reply's start, the moderation reason, or the item's title. */
  excerpt: z.string().nullable(),
  /** The latest person who acted (likes: the latest liker); null for moderation and searches. */
  actor: Author.nullable(),
  /**
   * Where a tap leads: the item and, for a reply notice, the entry. Null when the item or the
   * entry is no longer visible to the reader (hidden, deleted): the notice stays, not clickable.
   */
  target: z
    .object({
      type: z.enum(['post', 'article']),
      id: z.number().int(),
      entryId: z.number().int().nullable(),
    })
    .nullable(),
  read: z.boolean(),
  /** The latest activity (a grouped notice moves up with each like). */
  updatedAt: z.string(),
});
export type Notification = z.infer<typeof Notification>;

export const myNotifications = addedUserCall('GET /v1/user/notifications/', {
  ...pagedList(Notification),
  summary: "The caller's notifications, latest activity first",
});

/** The number on a badge: unread notices, or unread private messages. */
export const UnreadCount = z.object({ count: z.number().int() });

export const notificationUnreadCount = addedUserCall('GET /v1/user/notifications/unread_count/', {
  input: z.object({}),
  output: UnreadCount,
  summary: "How many of the caller's notifications are unread (the badge on 我的)",
});

export const NOTIFICATION_READ_MAX = 100;

export const markNotificationsRead = addedUserCall('POST /v1/user/notifications/read/', {
  input: z
    .object({
      ids: z
        .array(idField('消息'))
        .max(NOTIFICATION_READ_MAX, { error: `一次最多标记 ${NOTIFICATION_READ_MAX} 条消息` })
        .optional(),
      all: z.boolean({ error: '全部已读参数不正确' }).optional(),
    })
    .refine((v) => v.all === true || (v.ids?.length ?? 0) > 0, {
      error: '请选择要标记已读的消息',
    }),
  output: UnreadCount,
  summary:
    "Marks the given notifications (or `all: true`) read; ids that are not the caller's are ignored. Answers the unread count after",
});
