import { EmptyState } from '../../../components/EmptyState';
import { GoneView } from '../../../components/GoneView';
import { QueriesView } from '../../../components/QueriesView';
import { parseId } from '../../../lib/url';
import { useThreadQuery } from '../../../messages/api';
import { ChatScreen } from '../../../messages/ChatScreen';
import { MessagePath } from '../../../nav/paths';
import { useQueryParam } from '../../../nav/useQueryParam';

/** One conversation (?id=), issue 19. */
export default function ChatPage() {
  const id = parseId(useQueryParam('id'));
  if (id === null) return <EmptyState title="会话不存在" description="链接可能不完整。" />;
  return <Chat id={id} />;
}

function Chat({ id }: { id: number }) {
  const thread = useThreadQuery(id);
  return (
    <QueriesView
      queries={[thread]}
      missing={
        <GoneView
          title="会话不存在"
          reason="可能已被删除，或链接有误。"
          to={MessagePath.list}
          action="返回私信"
          testId="chat-gone"
        />
      }
    >
      {() => <ChatScreen id={id} />}
    </QueriesView>
  );
}
