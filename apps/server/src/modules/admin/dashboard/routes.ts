import { adminDashboard } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { registerAdminEndpoint } from '../../../lib/endpoint';
import { createDashboardService } from './dashboard.service';

/** GET /v1/admin/dashboard/ */
export function dashboardRoutes(app: FastifyInstance): void {
  const dashboard = createDashboardService(app.db, app.now);
  registerAdminEndpoint(app, adminDashboard, () => dashboard.summary());
}
