import { z } from '../z';
import { adminCall } from '../define-call';
import { pagedList } from '../paging';
import { idField } from '../ids';

/** Background jobs that used up their attempts (docs/decisions/0024-job-queue.md). */

export const AdminJob = z.object({
  id: z.number().int(),
  /** The job's type: `message.send`, ... */
  kind: z.string(),
  /** What the job was for, without secrets: `邮件 → c***@example.com`. */
  summary: z.string(),
  attempts: z.number().int(),
  /** The last attempt's error. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** When the last attempt failed. */
  failedAt: z.string(),
});
export type AdminJob = z.infer<typeof AdminJob>;

export const adminFailedJobs = adminCall('GET /v1/admin/jobs/failed/', {
  ...pagedList(AdminJob),
  summary: 'Background jobs that failed every attempt, newest first',
});

export const ADMIN_RETRY_MAX = 100;

export const adminRetryJobs = adminCall('POST /v1/admin/jobs/retry/', {
  input: z.object({
    ids: z
      .array(idField('任务'))
      .min(1, { error: '请选择要重试的任务' })
      .max(ADMIN_RETRY_MAX, { error: `一次最多重试 ${ADMIN_RETRY_MAX} 个任务` }),
  }),
  output: z.object({ retried: z.number().int() }),
  summary:
    'Puts failed jobs back in the queue with a fresh set of attempts; ids that are not failed jobs are skipped',
});
