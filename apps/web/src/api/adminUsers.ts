import {
  type adminBanUser,
  type adminUnbanUser,
  type adminUserList,
  type InputOf,
  callPaths as routes,
} from '@huaren/contract';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY, useAdminFeed, useAdminMutation } from './admin';
import { request } from './client';

export type UserFilter = Omit<InputOf<typeof adminUserList>, 'cursor' | 'pageSize'>;

export function useAdminUsersQuery(filter: UserFilter) {
  return useAdminFeed(['users', filter], (cursor, signal) =>
    request(routes.adminUserList, { ...filter, cursor }, { signal }),
  );
}

/** A user with their latest login attempts. */
export function useAdminUserQuery(id: number | null) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'user', id],
    queryFn: ({ signal }) => request(routes.adminUserDetail, { id: id ?? 0 }, { signal }),
    enabled: id !== null,
  });
}

export function useBanUserMutation() {
  return useAdminMutation((input: InputOf<typeof adminBanUser>) =>
    request(routes.adminBanUser, input),
  );
}

export function useUnbanUserMutation() {
  return useAdminMutation((input: InputOf<typeof adminUnbanUser>) =>
    request(routes.adminUnbanUser, input),
  );
}
