import type { Conversation, Message, UploadedImage } from '@huaren/contract';
import { ARTICLES, POSTS } from '../../core/content/kinds';
import { canSee } from '../../core/content/visibility';
import type { ConversationRow } from './conversation.repository';
import type { MessageRow } from './message.repository';
import { messageWarnings } from './warnings';
import { isoTime } from '../../lib/iso-time';

/** A message as `viewerId` sees it; `otherReadId`: how far the other member has read. */
export function presentMessage(row: MessageRow, viewerId: number, otherReadId: number): Message {
  const mine = row.sender_id === viewerId;
  return {
    id: row.id,
    kind: row.kind,
    text: row.text,
    contact: row.contact,
    image: row.image === null ? null : (JSON.parse(row.image) as UploadedImage),
    mine,
    read: mine && row.id <= otherReadId,
    warnings: row.kind === 'text' ? messageWarnings(row.text) : [],
    createdAt: isoTime(row.created_at),
  };
}

/** A conversation as its member sees it: the post or article only while they may see it. */
export function presentConversation(row: ConversationRow, now: number): Conversation {
  const post =
    row.post_id !== null && row.post_status !== null
      ? { user_id: row.post_user_id!, status: row.post_status, expires_at: row.post_expires_at! }
      : null;
  const visible = post !== null && canSee(POSTS, post, row.user_id, now);
  const article =
    row.article_id !== null && row.article_status !== null
      ? { user_id: row.article_user_id!, status: row.article_status }
      : null;
  const articleVisible = article !== null && canSee(ARTICLES, article, row.user_id, now);
  const last =
    row.last_message_id !== null && row.last_message_id > row.cleared_id
      ? presentMessage(
          {
            id: row.last_message_id,
            conversation_id: row.id,
            sender_id: row.last_sender_id!,
            kind: row.last_kind!,
            text: row.last_text,
            contact: row.last_contact,
            image: row.last_image,
            created_at: row.last_created_at!,
          },
          row.user_id,
          row.other_read_id,
        )
      : null;
  return {
    id: row.id,
    other: { id: row.other_id, nickName: row.other_nick_name },
    post: visible
      ? { id: row.post_id!, title: row.post_title!, thumbUrl: row.post_thumb_url }
      : null,
    postGone: row.post_id !== null && !visible,
    article: articleVisible
      ? { id: row.article_id!, title: row.article_title!, coverThumbUrl: row.article_thumb_url }
      : null,
    articleGone: row.article_id !== null && !articleVisible,
    lastMessage: last,
    unreadCount: Number(row.unread_count),
    muted: row.muted === 1,
    blocked: Number(row.blocked_at) > 0,
    closed:
      Number(row.blocked_at) > 0 || Number(row.blocked_me_at) > 0 || row.other_status !== 'active',
    updatedAt: isoTime(row.last_message_at ?? now),
  };
}
