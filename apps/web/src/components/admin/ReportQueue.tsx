import type { ReportCaseState } from '@huaren/contract';
import { useReportCasesQuery } from '../../api/adminReports';
import { AdminFeed } from './AdminFeed';
import { useReasonDialog } from './ReasonDialog';
import { ReportCaseCard } from './ReportCaseCard';

/** Open cases lead with the most reporters (auto-hidden first); closed ones are newest first. */
export function ReportQueue({ state }: { state: ReportCaseState }) {
  const cases = useReportCasesQuery(state);
  const { ask, dialog } = useReasonDialog();
  return (
    <>
      <AdminFeed
        query={cases}
        empty={state === 'open' ? '没有待处理的举报' : '还没有处理过的举报'}
        testId={`report-queue-${state}`}
        card={(report) => <ReportCaseCard report={report} onAsk={ask} />}
      />
      {dialog}
    </>
  );
}
