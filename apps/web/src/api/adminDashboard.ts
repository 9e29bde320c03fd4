import { callPaths } from '@huaren/contract';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from './admin';
import { request } from './client';

/** The last 30 days' figures and what waits for review. */
export function useDashboardQuery() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'dashboard'],
    queryFn: ({ signal }) => request(callPaths.adminDashboard, {}, { signal }),
  });
}
