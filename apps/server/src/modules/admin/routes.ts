import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit/routes';
import { catalogAdminRoutes } from './catalog/routes';
import { contentRoutes } from './content/routes';
import { dashboardRoutes } from './dashboard/routes';
import { jobAdminRoutes } from './jobs/routes';
import { messageReportRoutes } from './message-reports/routes';
import { reportRoutes } from './reports/routes';
import { userAdminRoutes } from './users/routes';

/** The console's calls under /v1/admin/ (issue 6, decision 0008); every one is `auth: 'admin'`. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const areas = [
    dashboardRoutes,
    reportRoutes,
    contentRoutes,
    userAdminRoutes,
    catalogAdminRoutes,
    auditRoutes,
    jobAdminRoutes,
    messageReportRoutes,
  ];
  for (const routes of areas) await app.register(routes);
}
