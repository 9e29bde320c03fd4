import { WithQueryId } from '../../../components/WithQueryId';
import { GoneView } from '../../../components/GoneView';
import { QueriesView } from '../../../components/QueriesView';
import { useThreadQuery } from '../../../messages/api';
import { ChatScreen } from '../../../messages/ChatScreen';
import { MessagePath } from '../../../nav/paths';

/** One conversation (?id=), issue 19. */
export default function ChatPage() {
  return <WithQueryId missing="会话不存在">{(id) => <Chat id={id} />}</WithQueryId>;
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
