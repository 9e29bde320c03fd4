import { adminDashboard } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../lib/register-call';
import { createDashboardService } from './dashboard.service';

/** GET /v1/admin/dashboard/ */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const dashboard = createDashboardService(app.db, app.now);
  registerAdminCall(app, adminDashboard, () => dashboard.summary());
}
