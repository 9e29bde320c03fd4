import { type adminAuditLog, type InputOf, callPaths } from '@huaren/contract';
import { useAdminFeed } from './admin';
import { request } from './client';

export type AuditFilter = Omit<InputOf<typeof adminAuditLog>, 'cursor' | 'pageSize'>;

/** Admin actions, newest first. */
export function useAuditLogQuery(filter: AuditFilter) {
  return useAdminFeed(['audit', filter], (cursor, signal) =>
    request(callPaths.adminAuditLog, { ...filter, cursor }, { signal }),
  );
}
