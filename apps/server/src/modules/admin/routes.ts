import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit/routes';
import { catalogAdminRoutes } from './catalog/routes';
import { contentRoutes } from './content/routes';
import { dashboardRoutes } from './dashboard/routes';
import { reportRoutes } from './reports/routes';
import { userAdminRoutes } from './users/routes';

/** The console's calls under /v1/admin/ (issue 6, decision 0008); every one is `auth: 'admin'`. */
export function adminRoutes(app: FastifyInstance): void {
  dashboardRoutes(app);
  reportRoutes(app);
  contentRoutes(app);
  userAdminRoutes(app);
  catalogAdminRoutes(app);
  auditRoutes(app);
}
