import { type ReportCaseState, callPaths } from '@huaren/contract';
import { useAdminCall, useAdminFeed } from './admin';
import { request } from './client';
import { postKeys } from './posts';

/** The report queue: open cases (most reporters first) or closed ones (newest first). */
export function useReportCasesQuery(state: ReportCaseState) {
  return useAdminFeed(['reports', state], (cursor, signal) =>
    request(callPaths.adminReportList, { state, cursor }, { signal }),
  );
}

/** Dismiss, hide, delete or ban: the post may leave or return to the public lists. */
export function useResolveReportMutation() {
  return useAdminCall(callPaths.adminResolveReport, [postKeys.all]);
}
