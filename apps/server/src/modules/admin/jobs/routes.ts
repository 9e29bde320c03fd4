import { adminFailedJobs, adminRetryJobs, type AdminJob } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { createJobRepository, type JobRow } from '../../../jobs/job.repository';
import { registerAdminCall } from '../../../lib/register-call';
import { idAfter, pageFrom } from '../../../lib/paging';
import { isoTime } from '../../../lib/iso-time';

/** GET /v1/admin/jobs/failed/, POST /v1/admin/jobs/retry/ (decision 0024). */
export async function jobAdminRoutes(app: FastifyInstance): Promise<void> {
  const jobs = createJobRepository(app.db);
  const present = (row: JobRow): AdminJob => ({
    id: row.id,
    kind: row.kind,
    summary: app.jobs.describe(row),
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: isoTime(row.created_at),
    failedAt: isoTime(row.updated_at),
  });
  registerAdminCall(app, adminFailedJobs, async ({ input }) => {
    const rows = await jobs.list('failed', input.pageSize + 1, idAfter(input.cursor));
    return pageFrom(rows, input.pageSize, present);
  });
  registerAdminCall(app, adminRetryJobs, async ({ input }) => {
    const retried = await jobs.retry(input.ids, app.now());
    if (retried > 0) app.jobs.kick();
    return { retried };
  });
}
