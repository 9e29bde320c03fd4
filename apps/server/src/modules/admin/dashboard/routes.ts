import { adminDashboard } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../lib/register-call';
import { createDashboardService } from './dashboard.service';

/** GET /v1/admin/dashboard/ */
export function dashboardRoutes(app: FastifyInstance): void {
  const dashboard = createDashboardService(app.db, app.now);
  registerAdminCall(app, adminDashboard, () => dashboard.summary());
}
