import type { UseMutationResult } from '@tanstack/react-query';
import { Form } from 'antd-mobile';
import type { ReactNode } from 'react';
import { perform } from '../../nav/appNavigator';
import { REDIRECT_PARAM, returnMove, signInPath } from '../../nav/loginFlow';
import { useQueryParam } from '../../nav/useQueryParam';
import { showToast } from '../../lib/toast';
import { AppLink } from '../AppLink';
import { SubmitButton } from '../form/SubmitButton';
import { AccountPage } from './AccountPage';

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

interface SignInFormProps<F, V> {
  /** The form's name; the page's test id is `${name}-page`. */
  name: string;
  /** One line above the form saying what the page is for. */
  intro: string;
  /** The other sign-in pages (SignInLink). */
  links: ReactNode;
  /** The call that signs in, and what is said once it has. */
  mutation: UseMutationResult<unknown, Error, V>;
  done: string;
  /** The call's input from the form's values; the values themselves by default. */
  input?: (values: F) => V;
  /** The submit button's label, and what stands under it. */
  submit: string;
  note?: ReactNode;
  /** The fields, given the form (a code button checks the account field first). */
  children: (form: ReturnType<typeof Form.useForm>[0]) => ReactNode;
}

/** A sign-in page's form: once its call answers, says `done` and returns to the page before. */
export function SignInForm<F, V = F>({
  name,
  intro,
  links,
  mutation,
  done,
  input = (values) => values as unknown as V,
  submit,
  note,
  children,
}: SignInFormProps<F, V>) {
  const redirect = useQueryParam(REDIRECT_PARAM);
  const [form] = Form.useForm<F>();
  const onFinish = (values: F) =>
    mutation.mutate(input(values), {
      onSuccess: () => {
        showToast(done);
        void perform(returnMove(redirect));
      },
    });
  return (
    <AccountPage intro={intro} testId={`${name}-page`} links={links}>
      <Form
        form={form}
        name={name}
        mode="card"
        onFinish={onFinish}
        footer={
          <>
            <SubmitButton pending={mutation.isPending}>{submit}</SubmitButton>
            {note}
          </>
        }
      >
        {children(form)}
      </Form>
    </AccountPage>
  );
}
