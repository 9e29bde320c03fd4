import { type adminUserList, type InputOf, callPaths } from '@huaren/contract';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY, useAdminCall, useAdminFeed } from './admin';
import { request } from './client';

export type UserFilter = Omit<InputOf<typeof adminUserList>, 'cursor' | 'pageSize'>;

export function useAdminUsersQuery(filter: UserFilter) {
  return useAdminFeed(['users', filter], (cursor, signal) =>
    request(callPaths.adminUserList, { ...filter, cursor }, { signal }),
  );
}

/** A user with their latest login attempts. */
export function useAdminUserQuery(id: number | null) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'user', id],
    queryFn: ({ signal }) => request(callPaths.adminUserDetail, { id: id ?? 0 }, { signal }),
    enabled: id !== null,
  });
}

export function useBanUserMutation() {
  return useAdminCall(callPaths.adminBanUser);
}

export function useUnbanUserMutation() {
  return useAdminCall(callPaths.adminUnbanUser);
}
