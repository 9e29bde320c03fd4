import { adminReportList, adminResolveReport } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { registerAdminEndpoint } from '../../../lib/endpoint';
import { createReportService } from './report.service';

/** /v1/admin/reports/...: the queue of report cases and their resolution. */
export function reportRoutes(app: FastifyInstance): void {
  const reports = createReportService(app.db, app.now);
  registerAdminEndpoint(app, adminReportList, ({ input }) => reports.list(input));
  registerAdminEndpoint(app, adminResolveReport, ({ input, user }) => reports.resolve(user, input));
}
