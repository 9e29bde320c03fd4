import { adminReportList, adminResolveReport } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../lib/register-call';
import { createReportService } from './report.service';

/** /v1/admin/reports/...: the queue of report cases and their resolution. */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const reports = createReportService(app.db, app.now, app.jobs);
  registerAdminCall(app, adminReportList, ({ input }) => reports.list(input));
  registerAdminCall(app, adminResolveReport, ({ input, user }) => reports.resolve(user, input));
}
