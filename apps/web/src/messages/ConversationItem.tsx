import type { Conversation, Message } from '@huaren/contract';
import { AppLink } from '../components/AppLink';
import { messageChatPath } from '../nav/paths';
import { UnreadBadge } from '../notifications/UnreadBadge';
import { relativeTime } from '@huaren/contract/time';
import styles from './ConversationItem.module.css';

/** What a conversation's last line reads in the list. */
export function lastLine(message: Message | null): string {
  if (!message) return '';
  const prefix = message.mine ? '我：' : '';
  if (message.kind === 'image') return `${prefix}[图片]`;
  if (message.kind === 'contact')
    return `${prefix}[${message.contact === 'wechat' ? '微信名片' : '电话名片'}]`;
  return `${prefix}${message.text ?? ''}`;
}

/** A row of the conversations page: the other person, the post or article, the last line, unread. */
export function ConversationItem({ conversation }: { conversation: Conversation }) {
  const about =
    conversation.post?.title ??
    conversation.article?.title ??
    (conversation.postGone
      ? '该信息已下架'
      : conversation.articleGone
        ? '该文章已删除或隐藏'
        : null);
  return (
    <AppLink
      to={messageChatPath(conversation.id)}
      className={styles.row}
      testId="conversation-item"
    >
      <span className={styles.avatar} aria-hidden="true">
        {conversation.other.nickName.slice(0, 1)}
      </span>
      <span className={styles.main}>
        <span className={styles.top}>
          <span className={styles.name}>{conversation.other.nickName}</span>
          {conversation.lastMessage && (
            <time className={styles.time} dateTime={conversation.lastMessage.createdAt}>
              {relativeTime(conversation.lastMessage.createdAt)}
            </time>
          )}
        </span>
        {about && <span className={styles.post}>{about}</span>}
        <span className={styles.bottom}>
          <span className={styles.last}>{lastLine(conversation.lastMessage)}</span>
          {conversation.muted ? (
            <span className={styles.muted}>免打扰</span>
          ) : (
            <UnreadBadge count={conversation.unreadCount} testId="conversation-unread" />
          )}
        </span>
      </span>
    </AppLink>
  );
}
