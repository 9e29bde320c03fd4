import { z } from '../z';
import { adminCall } from '../define-call';

/** Days of the dashboard start at midnight here: most users, and the team, are in the US. */
export const DASHBOARD_TIME_ZONE = 'America/New_York';
export const DASHBOARD_DAYS = 30;

export const DashboardDay = z.object({
  /** YYYY-MM-DD in DASHBOARD_TIME_ZONE. */
  date: z.string(),
  users: z.number().int(),
  posts: z.number().int(),
  articles: z.number().int(),
  reports: z.number().int(),
});
export type DashboardDay = z.infer<typeof DashboardDay>;

export const adminDashboard = adminCall('GET /v1/admin/dashboard/', {
  input: z.object({}),
  output: z.object({
    /** The last DASHBOARD_DAYS days, oldest first, today last. */
    days: z.array(DashboardDay),
    openReportCases: z.number().int(),
    pendingPosts: z.number().int(),
    pendingArticles: z.number().int(),
  }),
  summary:
    'New users, posts, articles and reports per day for the last 30 days, and what waits for review',
});
