import { accountField, passwordField } from '@huaren/contract';
import { Form, Input } from 'antd-mobile';
import { sameAs } from '../form/confirmRule';
import { contactTarget } from '../form/contactTarget';
import { PasswordInput } from '../form/PasswordInput';
import { VcodeField } from '../form/VcodeField';
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

/** The account and a code sent to it (register, forget); the code button checks the account first. */
export function AccountCodeFields({
  form,
  placeholder,
  send,
  testId,
}: {
  form: ReturnType<typeof Form.useForm>[0];
  placeholder: string;
  /** Asks for a code to the account; answers when another may be asked. */
  send: (account: string) => Promise<{ resendAfter: number }>;
  /** Names the code button for tests: `${testId}-send`. */
  testId: string;
}) {
  const account: unknown = Form.useWatch('account', form);
  const onSend = async () => {
    const { account } = (await form.validateFields(['account'])) as { account: string };
    const { resendAfter } = await send(account);
    return { target: contactTarget(account) ?? account, resendAfter };
  };
  return (
    <>
      <AccountField placeholder={placeholder} />
      <VcodeField
        name="vcode"
        label="验证码"
        target={contactTarget(account)}
        onSend={onSend}
        testId={testId}
      />
    </>
  );
}
