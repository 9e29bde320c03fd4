import { adminAuditLog } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../lib/register-call';
import { idAfter, pageFrom } from '../../../lib/paging';
import { presentAuditEntry } from './audit.presenter';
import { createAuditRepository } from './audit.repository';

/** GET /v1/admin/audit_log/ */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const audit = createAuditRepository(app.db);
  registerAdminCall(app, adminAuditLog, async ({ input }) => {
    const { cursor, pageSize, ...filter } = input;
    const rows = await audit.list(filter, pageSize + 1, idAfter(cursor));
    return pageFrom(rows, pageSize, presentAuditEntry);
  });
}
