import {
  type changeEmailOrPhone,
  type changeLoginPassword,
  type updateUser,
  type InputOf,
  type User,
  type UserInfo,
  callPaths,
} from '@huaren/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { onSessionCleared, useVerifiedSession } from '../lib/session';
import { request } from './client';
import { appQueryClient } from './setup';

export const userKeys = {
  all: ['user'] as const,
  info: ['user', 'info'] as const,
};

/** The user info of the session: login's answer, or GET /v1/user/ (which adds createdAt). */
export type Profile = Omit<User, 'token'> & Partial<Pick<UserInfo, 'createdAt'>>;

// Logout, is_login false, 403: the user info goes with the token (spec section 4). This module
// loads before anything is cached under these keys.
onSessionCleared(() => appQueryClient().removeQueries({ queryKey: userKeys.all }));

export const userInfoQuery = queryOptions<Profile>({
  queryKey: userKeys.info,
  queryFn: ({ signal }) => request(callPaths.userInfo, {}, { signal }),
  // Only this device's own edits change it, and they write the cache themselves.
  staleTime: 5 * 60_000,
});

/**
 * The logged-in user's info; idle for a visitor, and at launch until is_login has answered (the
 * launch check loads it then).
 */
export function useUserInfoQuery() {
  return useQuery({ ...userInfoQuery, enabled: useVerifiedSession() });
}

/** Nickname and WeChat ID (POST /v1/user/). */
export function useUpdateUserMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof updateUser>) => request(callPaths.updateUser, input),
    onSuccess: (info) => client.setQueryData<Profile>(userKeys.info, info),
  });
}

/** A new e-mail or phone, proven by a code to it plus the password or a code to the old one. */
export function useChangeContactMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof changeEmailOrPhone>) =>
      request(callPaths.changeEmailOrPhone, input),
    onSuccess: (info) => client.setQueryData<Profile>(userKeys.info, info),
  });
}

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (input: InputOf<typeof changeLoginPassword>) =>
      request(callPaths.changeLoginPassword, input),
  });
}
