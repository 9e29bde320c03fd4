import {
  type login,
  type register,
  type resetLoginPassword,
  type InputOf,
  type User,
  callPaths,
} from '@huaren/contract';
import { useMutation } from '@tanstack/react-query';
import { getUserId, markSessionEnding, saveSession } from '../lib/session';
import { request } from './client';
import { appQueryClient } from './setup';
import { userKeys, type Profile } from './user';

/** Login, register or reset success: token, user id and user info are stored (spec section 4). */
function remember({ token, ...profile }: User): void {
  appQueryClient().setQueryData<Profile>(userKeys.info, profile);
  saveSession(token, profile.id);
}

export function useLoginMutation() {
  return useMutation({
    mutationFn: (input: InputOf<typeof login>) => request(callPaths.login, input),
    onSuccess: remember,
  });
}

export function useRegisterMutation() {
  return useMutation({
    mutationFn: (input: InputOf<typeof register>) => request(callPaths.register, input),
    onSuccess: remember,
  });
}

/**
 * Ends the session on the server; the caller then clears it here (lib/session clearSession)
 * once it has left the pages that need a login. Never fails: offline, the user still asked to
 * be logged out of this device, and the token will be gone from it.
 */
export async function endServerSession(): Promise<void> {
  const id = getUserId();
  markSessionEnding();
  if (id !== null) await request(callPaths.logout, { id }, { silent: true }).catch(() => undefined);
}

/** A reset signs in: a code proves the account whatever wrong passwords others tried. */
export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (input: InputOf<typeof resetLoginPassword>) =>
      request(callPaths.resetLoginPassword, input),
    onSuccess: remember,
  });
}
