import { callPaths } from '@huaren/contract';
import { useQuery } from '@tanstack/react-query';
import { useAdminCall, useAdminFeed } from './admin';
import { request } from './client';

/** Open reports of conversations, newest first, without their messages (decision 0034). */
export function useMessageReportsQuery() {
  return useAdminFeed(['message-reports'], (cursor, signal) =>
    request(callPaths.adminMessageReports, { cursor }, { signal }),
  );
}

/**
 * The copies a reporter chose, fetched only when the moderator opens them (each read is
 * audited). Outside the console's key: the copies never change, and an action's refetch of the
 * console must not read a report again, or a closed one (404).
 */
export function useMessageReportQuery(id: number, open: boolean) {
  return useQuery({
    queryKey: ['message-report', id],
    queryFn: ({ signal }) => request(callPaths.adminMessageReport, { id }, { signal }),
    enabled: open,
    staleTime: Infinity,
  });
}

/** Closes a report with its outcome; it leaves the queue. */
export function useCloseMessageReportMutation() {
  return useAdminCall(callPaths.adminCloseMessageReport);
}
