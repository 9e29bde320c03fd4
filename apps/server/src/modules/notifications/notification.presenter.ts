import type { Notification } from '@huaren/contract';
import { ARTICLES, POSTS } from '../../core/content/kinds';
import { canSee } from '../../core/content/visibility';
import type { NotificationRow } from '../../core/notifications/notification.repository';
import { isoTime } from '../../lib/iso-time';

/** A notice as its reader sees it: the sentence, and a target only while it leads somewhere. */
export function presentNotification(
  row: NotificationRow,
  readerId: number,
  now: number,
): Notification {
  const post = row.item_type === 'post';
  const noun = post ? '帖子' : '文章';
  const who = row.actor_nick_name ?? '有人';
  const title = (post ? row.post_title : row.article_title) ?? '';
  const reason = row.detail ? `原因：${row.detail}` : null;
  const [text, excerpt]: [string, string | null] = {
    reply: [`${who} ${post ? '回复' : '评论'}了你的${noun}`, row.detail],
    answer: [`${who} 回复了你的${post ? '回复' : '评论'}`, row.detail],
    like: [
      row.actor_count > 1
        ? `${who}等 ${row.actor_count} 人赞了你的${noun}`
        : `${who} 赞了你的${noun}`,
      title,
    ],
    hidden: [`你的${noun}「${title}」已被隐藏`, reason],
    approved: [`你的${noun}「${title}」已通过审核`, null],
    restored: [`你的${noun}「${title}」已恢复显示`, null],
    match: [`你保存的搜索「${row.detail ?? ''}」有 ${row.actor_count} 条新信息`, title],
    message: [`${who} 给你发了私信`, row.detail],
  }[row.verb] as [string, string | null];
  return {
    id: row.id,
    type: row.type,
    verb: row.verb,
    text,
    excerpt,
    actor:
      row.actor_id !== null && row.actor_nick_name !== null
        ? { id: row.actor_id, nickName: row.actor_nick_name }
        : null,
    target: targetOf(row, readerId, now),
    read: row.read_at !== null,
    updatedAt: isoTime(row.updated_at),
  };
}

function targetOf(row: NotificationRow, readerId: number, now: number): Notification['target'] {
  // A private message's conversation is not an item: its push opens the chat (notice-link.ts).
  if (row.item_type === 'conversation') return null;
  const post = row.item_type === 'post';
  const item = post
    ? row.post_status !== null && {
        user_id: row.post_user_id!,
        status: row.post_status,
        expires_at: row.post_expires_at!,
      }
    : row.article_status !== null && { user_id: row.article_user_id!, status: row.article_status };
  if (!item || !canSee(post ? POSTS : ARTICLES, item, readerId, now)) return null;
  if (row.entry_id !== null) {
    const visible = post
      ? row.reply_hidden === 0
      : row.comment_hidden === 0 && row.comment_status === 'published';
    if (!visible) return null;
  }
  return { type: row.item_type, id: row.item_id, entryId: row.entry_id };
}
