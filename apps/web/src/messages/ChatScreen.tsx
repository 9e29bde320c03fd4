import type { Conversation, Message } from '@huaren/contract';
import { Button } from 'antd-mobile';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { AboutCard } from './AboutCard';
import { useMarkConversationRead, useThreadQuery } from './api';
import { ChatMenu } from './ChatMenu';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';
import styles from './ChatScreen.module.css';

/**
 * One conversation: the post or article it is about, the messages oldest at the top (older pages load
 * upward), and the composer, or why nothing can be sent. New messages arrive by polling while
 * the screen is open; reading them marks the conversation read.
 */
export function ChatScreen({ id }: { id: number }) {
  const thread = useThreadQuery(id);
  const pages = thread.data?.pages ?? [];
  const conversation = pages[0]?.conversation;
  const newestFirst = pages.flatMap((page) => page.list);
  const newest = newestFirst[0];
  const markRead = useMarkConversationRead();
  const end = useRef<HTMLDivElement>(null);

  const unread = conversation?.unreadCount ?? 0;
  useEffect(() => {
    if (unread > 0) markRead.mutate(id);
    // markRead is a new object each render; the count and the id are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, unread, newest?.id]);
  useLayoutEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [newest?.id]);

  if (!conversation) return null;
  return (
    <div className={styles.page}>
      <ChatHeader conversation={conversation} messages={newestFirst} />
      {thread.hasNextPage && (
        <Button
          fill="none"
          size="small"
          className={styles.older}
          loading={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
          data-testid="chat-older"
        >
          查看更早的消息
        </Button>
      )}
      <ol className={styles.list} data-testid="chat-messages">
        {[...newestFirst].reverse().map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
      </ol>
      <div ref={end} />
      {conversation.closed ? (
        <p className={styles.closed} role="status" data-testid="chat-closed">
          {conversation.blocked ? '你已屏蔽对方，无法发送消息' : '对方暂时无法接收你的私信'}
        </p>
      ) : (
        <Composer conversationId={id} />
      )}
    </div>
  );
}

function ChatHeader({
  conversation,
  messages,
}: {
  conversation: Conversation;
  messages: Message[];
}) {
  const [menu, setMenu] = useState(false);
  return (
    <div className={styles.header}>
      <div className={styles.who}>
        <span className={styles.name} data-testid="chat-other">
          {conversation.other.nickName}
        </span>
        <AboutCard conversation={conversation} />
      </div>
      <Button
        size="small"
        fill="none"
        onClick={() => setMenu(true)}
        data-testid="chat-more"
        aria-label="更多操作"
      >
        更多
      </Button>
      <ChatMenu
        conversation={conversation}
        theirMessageIds={messages.filter((m) => !m.mine).map((m) => m.id)}
        visible={menu}
        onClose={() => setMenu(false)}
      />
    </div>
  );
}
