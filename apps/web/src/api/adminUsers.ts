import {
  type adminBanUser,
  type adminUnbanUser,
  type adminUserList,
  type InputOf,
  callPaths,
} from '@huaren/contract';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY, useAdminFeed, useAdminMutation } from './admin';
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
  return useAdminMutation((input: InputOf<typeof adminBanUser>) =>
    request(callPaths.adminBanUser, input),
  );
}

export function useUnbanUserMutation() {
  return useAdminMutation((input: InputOf<typeof adminUnbanUser>) =>
    request(callPaths.adminUnbanUser, input),
  );
}
