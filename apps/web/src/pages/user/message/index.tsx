import { ChatIcon } from '../../../components/icons';
import { CardFeed } from '../../../components/CardFeed';
import { useConversationsQuery } from '../../../messages/api';
import { ConversationItem } from '../../../messages/ConversationItem';

/** 私信: the caller's conversations, latest message first (issue 19). */
export default function ConversationsPage() {
  return (
    <CardFeed
      query={useConversationsQuery()}
      empty={{
        icon: <ChatIcon size={28} />,
        title: '还没有私信',
        description: '在信息详情页点“私信联系 TA”，无需交换电话或微信即可沟通。',
      }}
      testId="conversation-list"
      card={(conversation) => (
        <li>
          <ConversationItem conversation={conversation} />
        </li>
      )}
    />
  );
}
