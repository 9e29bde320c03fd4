import { DashboardFigures } from '../../components/admin/DashboardFigures';
import { ReportQueue } from '../../components/admin/ReportQueue';
import styles from './index.module.css';

/** The console's first screen: the open report queue, beside the figures on a desktop. */
export default function AdminHomePage() {
  return (
    <div className={styles.columns}>
      <section aria-labelledby="admin-queue-title" data-testid="admin-queue">
        <h2 id="admin-queue-title" className={styles.heading}>
          待处理举报
        </h2>
        <ReportQueue state="open" />
      </section>
      <DashboardFigures />
    </div>
  );
}
