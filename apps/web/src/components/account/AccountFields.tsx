import { accountField, passwordField } from '@huaren/contract';
import { Form, Input } from 'antd-mobile';
import { perform } from '../../nav/appNavigator';
import { returnMove } from '../../nav/loginFlow';
import { showToast } from '../../lib/toast';
import { sameAs } from '../form/confirmRule';
import { contactTarget } from '../form/contactTarget';
import { PasswordInput } from '../form/PasswordInput';
import { zodRule } from '../form/zodRule';

/** What the account forms (login, register, forget, password) share. */

/** The e-mail or phone an account signs in with. */
export function AccountField({ placeholder }: { placeholder: string }) {
  return (
    <Form.Item name="account" label="手机号或邮箱" rules={[zodRule(accountField)]}>
      <Input placeholder={placeholder} autoComplete="username" clearable />
    </Form.Item>
  );
}

/** A new password, by the contract's rule; with `confirm`, typed a second time to match. */
export function NewPasswordField({ label, confirm }: { label: string; confirm?: boolean }) {
  return (
    <>
      <Form.Item name="password" label={label} rules={[zodRule(passwordField)]}>
        <PasswordInput placeholder="至少 8 位，不要用常见密码" autoComplete="new-password" />
      </Form.Item>
      {confirm && (
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['password']}
          rules={[sameAs('password')]}
        >
          <PasswordInput placeholder="再次输入新密码" autoComplete="new-password" />
        </Form.Item>
      )}
    </>
  );
}

/**
 * The code button of a form with an account field: the account is checked first, then `send`
 * asks for a code to it; answers where it went and when another may be asked (VcodeField).
 */
export function codeSender(
  form: ReturnType<typeof Form.useForm>[0],
  send: (account: string) => Promise<{ resendAfter: number }>,
) {
  return async () => {
    const { account } = (await form.validateFields(['account'])) as { account: string };
    const { resendAfter } = await send(account);
    return { target: contactTarget(account) ?? account, resendAfter };
  };
}

/** Signed in (login, register, a reset): say so, then back to the page the user came from. */
export function signedIn(message: string, redirect: string | null): void {
  showToast(message);
  void perform(returnMove(redirect));
}
