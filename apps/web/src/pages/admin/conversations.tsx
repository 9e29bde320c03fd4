import { useMessageReportsQuery } from '../../api/adminMessageReports';
import { CardList } from '../../components/admin/CardList';
import { MessageReportCard } from '../../components/admin/MessageReportCard';
import { useReasonDialog } from '../../components/admin/ReasonDialog';
import { CardFeed } from '../../components/CardFeed';
import { EmptyState } from '../../components/EmptyState';

/** Reported conversations (decision 0034): the open queue, newest first. */
export default function AdminConversationsPage() {
  const reports = useMessageReportsQuery();
  const { ask, dialog } = useReasonDialog();
  return (
    <>
      <CardFeed
        query={reports}
        empty={<EmptyState title="没有待处理的私信举报" testId="message-reports-empty" />}
        testId="message-reports"
        list={CardList}
        card={(report) => <MessageReportCard report={report} onAsk={ask} />}
      />
      {dialog}
    </>
  );
}
