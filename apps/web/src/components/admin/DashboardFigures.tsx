import { DASHBOARD_TIME_ZONE } from '@huaren/contract';
import { useDashboardQuery } from '../../api/adminDashboard';
import { adminContentPath, AdminPath } from '../../nav/paths';
import { AppLink } from '../AppLink';
import { QueryView } from '../AsyncView';
import { Section } from '../Section';
import styles from './DashboardFigures.module.css';

const COLUMNS = [
  { key: 'users', label: '新用户' },
  { key: 'posts', label: '新信息' },
  { key: 'articles', label: '新文章' },
  { key: 'reports', label: '举报' },
] as const;

/** What waits for review, and the last 30 days as a table (newest first) with bars. */
export function DashboardFigures() {
  const dashboard = useDashboardQuery();
  const data = dashboard.data;
  const days = data ? [...data.days].reverse() : [];
  const peak = Math.max(1, ...days.flatMap((day) => COLUMNS.map((c) => day[c.key])));
  return (
    <QueryView query={dashboard}>
      {data && (
        <div>
          <div className={styles.waiting} data-testid="dashboard-waiting">
            <AppLink to={AdminPath.reports} className={styles.figure}>
              <strong>{data.openReportCases}</strong>待处理举报
            </AppLink>
            <AppLink
              to={adminContentPath({ type: 'post', status: 'pending' })}
              className={styles.figure}
            >
              <strong>{data.pendingPosts}</strong>待审核信息
            </AppLink>
            <AppLink
              to={adminContentPath({ type: 'article', status: 'pending' })}
              className={styles.figure}
            >
              <strong>{data.pendingArticles}</strong>待审核文章
            </AppLink>
          </div>
          <Section title="近 30 天" testId="dashboard-days">
            <div className={styles.scroll}>
              <table className={styles.table}>
                <caption className="visually-hidden">
                  近 30 天每日数据（按 {DASHBOARD_TIME_ZONE} 时区计日）
                </caption>
                <thead>
                  <tr>
                    <th scope="col">日期</th>
                    {COLUMNS.map((c) => (
                      <th key={c.key} scope="col">
                        {c.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {days.map((day) => (
                    <tr key={day.date}>
                      <th scope="row">{day.date.slice(5)}</th>
                      {COLUMNS.map((c) => (
                        <td key={c.key}>
                          <span
                            className={`${styles.bar} ${styles[c.key]}`}
                            style={{ width: `${(day[c.key] / peak) * 100}%` }}
                            aria-hidden="true"
                          />
                          <span className={styles.value}>{day[c.key]}</span>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Section>
        </div>
      )}
    </QueryView>
  );
}
