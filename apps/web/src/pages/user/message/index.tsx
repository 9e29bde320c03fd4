import { ChatIcon } from '../../../components/icons';
import { EmptyState } from '../../../components/EmptyState';
import { InfiniteFeed } from '../../../components/InfiniteFeed';
import { useConversationsQuery } from '../../../messages/api';
import { ConversationItem } from '../../../messages/ConversationItem';
import styles from './index.module.css';

/** 私信: the caller's conversations, latest message first (issue 19). */
export default function ConversationsPage() {
  const conversations = useConversationsQuery();
  return (
    <InfiniteFeed
      query={conversations}
      empty={
        <EmptyState
          icon={<ChatIcon size={28} />}
          title="还没有私信"
          description="在信息详情页点“私信联系 TA”，无需交换电话或微信即可沟通。"
        />
      }
    >
      {(items) => (
        <ul className={styles.list} data-testid="conversation-list">
          {items.map((conversation) => (
            <li key={conversation.id}>
              <ConversationItem conversation={conversation} />
            </li>
          ))}
        </ul>
      )}
    </InfiniteFeed>
  );
}
