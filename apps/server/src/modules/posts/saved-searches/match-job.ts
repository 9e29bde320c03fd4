import type { Db } from '../../../db/database';
import { defineJobType, type JobQueue } from '../../../jobs/job-queue';

/**
 * The jobs of saved searches (decision 0026): matching a post that became public against every
 * saved search, and the notice of the matches a search gathered within the hour after its last.
 */
export const matchSearchesJob = defineJobType<{ postId: number }>({
  kind: 'searches.match',
  maxAttempts: 6,
  describe: (p) => `搜索订阅匹配 帖子 #${p.postId}`,
});

export const searchNoticeJob = defineJobType<{ searchId: number }>({
  kind: 'searches.notice',
  maxAttempts: 6,
  describe: (p) => `搜索订阅提醒 #${p.searchId}`,
});

/**
 * Queues the matching of a post that was published or approved, in `trx`, the transaction that
 * made it public: the publish call waits for one INSERT, never for the matching. Kick the queue
 * once it commits.
 */
export function matchSearchesLater(jobs: JobQueue, trx: Db, postId: number): Promise<number> {
  return jobs.enqueue(trx, matchSearchesJob, { postId });
}
