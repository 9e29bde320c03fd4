import { ReportQueue } from '../../components/admin/ReportQueue';
import { PageTabs } from '../../components/PageTabs';

/** The report queue with the cases already closed, and how. */
export default function AdminReportsPage() {
  return (
    <PageTabs
      tabs={[
        { key: 'open', title: '待处理', render: () => <ReportQueue state="open" /> },
        { key: 'closed', title: '已处理', render: () => <ReportQueue state="closed" /> },
      ]}
    />
  );
}
