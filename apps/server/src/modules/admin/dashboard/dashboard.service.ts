import {
  DASHBOARD_DAYS,
  DASHBOARD_TIME_ZONE,
  type adminDashboard,
  type OutputOf,
} from '@huaren/contract';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { createDashboardRepository, type CountedTable } from './dashboard.repository';
import { lastDays } from './days';

export function createDashboardService(db: Db, now: Clock) {
  const repo = createDashboardRepository(db);
  const count = (table: CountedTable, days: ReturnType<typeof lastDays>) =>
    repo.countPerDay(table, days);

  return {
    async summary(): Promise<OutputOf<typeof adminDashboard>> {
      const days = lastDays(now(), DASHBOARD_DAYS, DASHBOARD_TIME_ZONE);
      const [users, posts, articles, reports, openReportCases, pendingPosts, pendingArticles] =
        await Promise.all([
          count('users', days),
          count('posts', days),
          count('articles', days),
          count('post_reports', days),
          repo.openReportCases(),
          repo.pending('posts'),
          repo.pending('articles'),
        ]);
      return {
        days: days.map((day, i) => ({
          date: day.date,
          users: users[i]!,
          posts: posts[i]!,
          articles: articles[i]!,
          reports: reports[i]!,
        })),
        openReportCases,
        pendingPosts,
        pendingArticles,
      };
    },
  };
}
