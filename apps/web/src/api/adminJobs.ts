import { callPaths } from '@huaren/contract';
import { useAdminFeed, useAdminMutation } from './admin';
import { request } from './client';

/** Background jobs that used up their attempts (decision 0024), newest first. */
export function useFailedJobsQuery() {
  return useAdminFeed(['jobs', 'failed'], (cursor, signal) =>
    request(callPaths.adminFailedJobs, { cursor }, { signal }),
  );
}

/** Queues failed jobs again with a fresh set of attempts. */
export function useRetryJobsMutation() {
  return useAdminMutation((ids: number[]) => request(callPaths.adminRetryJobs, { ids }));
}
