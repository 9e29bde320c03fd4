import { useMessageReportsQuery } from '../../api/adminMessageReports';
import { MessageReportCard } from '../../components/admin/MessageReportCard';
import { useReasonDialog } from '../../components/admin/ReasonDialog';
import { AdminFeed } from '../../components/admin/AdminFeed';

/** Reported conversations (decision 0034): the open queue, newest first. */
export default function AdminConversationsPage() {
  const reports = useMessageReportsQuery();
  const { ask, dialog } = useReasonDialog();
  return (
    <>
      <AdminFeed
        query={reports}
        empty="没有待处理的私信举报"
        testId="message-reports"
        card={(report) => <MessageReportCard report={report} onAsk={ask} />}
      />
      {dialog}
    </>
  );
}
