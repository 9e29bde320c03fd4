import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { perform } from '../../nav/appNavigator';
import { REDIRECT_PARAM, returnMove, signInPath } from '../../nav/loginFlow';
import { useQueryParam } from '../../nav/useQueryParam';
import { showToast } from '../../lib/toast';
import { AppLink } from '../AppLink';

/**
 * What the pages that sign in (login, register, forget) share: the page to return to after
 * (`redirect` in the address) travels along their links and is where they end.
 */

/** A link to another sign-in page, keeping where to return after. */
export function SignInLink({ to, children }: { to: string; children: ReactNode }) {
  const redirect = useQueryParam(REDIRECT_PARAM);
  return (
    <AppLink to={signInPath(to, redirect)} mode="redirect">
      {children}
    </AppLink>
  );
}

/** Sends the form's values; once signed in, says `message` and returns to the page before. */
export function useSignInSubmit<V>(
  mutation: UseMutationResult<unknown, Error, V>,
  message: string,
) {
  const redirect = useQueryParam(REDIRECT_PARAM);
  return (values: V) =>
    mutation.mutate(values, {
      onSuccess: () => {
        showToast(message);
        void perform(returnMove(redirect));
      },
    });
}
