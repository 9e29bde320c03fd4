import { accountField, passwordField } from '@huaren/contract';
import { Form, Input } from 'antd-mobile';
import { useResetPasswordMutation } from '../../../api/session';
import { sendVcode } from '../../../api/vcode';
import { perform } from '../../../nav/appNavigator';
import { useQueryParam } from '../../../nav/useQueryParam';
import { REDIRECT_PARAM, returnMove, signInPath } from '../../../nav/loginFlow';
import { UserPath } from '../../../nav/paths';
import { AccountPage } from '../../../components/account/AccountPage';
import { AppLink } from '../../../components/AppLink';
import { sameAs } from '../../../components/form/confirmRule';
import { contactTarget } from '../../../components/form/contactTarget';
import { PasswordInput } from '../../../components/form/PasswordInput';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { VcodeField } from '../../../components/form/VcodeField';
import { zodRule } from '../../../components/form/zodRule';
import { showToast } from '../../../lib/toast';

interface ForgetForm {
  account: string;
  vcode: string;
  password: string;
  confirm: string;
}

/**
 * A new password with a code sent to the account's e-mail or phone, which signs in; then back to
 * the page the user came from.
 */
export default function ForgetPage() {
  const redirect = useQueryParam(REDIRECT_PARAM);
  const loginPath = signInPath(UserPath.login, redirect);
  const [form] = Form.useForm<ForgetForm>();
  const account: unknown = Form.useWatch('account', form);
  const reset = useResetPasswordMutation();

  const sendCode = async () => {
    const values = await form.validateFields(['account']);
    const { resendAfter } = await sendVcode.reset(values.account);
    return { target: contactTarget(values.account) ?? values.account, resendAfter };
  };

  const onFinish = ({ account, vcode, password }: ForgetForm) => {
    reset.mutate(
      { account, vcode, password },
      {
        onSuccess: () => {
          showToast('密码已重置，已为您登录');
          void perform(returnMove(redirect));
        },
      },
    );
  };

  return (
    <AccountPage
      intro="验证码将发送到您注册时使用的手机号或邮箱。"
      testId="forget-page"
      links={
        <AppLink to={loginPath} mode="redirect">
          想起来了？去登录
        </AppLink>
      }
    >
      <Form
        form={form}
        name="forget"
        mode="card"
        onFinish={onFinish}
        footer={<SubmitButton pending={reset.isPending}>重置密码</SubmitButton>}
      >
        <Form.Item name="account" label="手机号或邮箱" rules={[zodRule(accountField)]}>
          <Input placeholder="注册时使用的手机号或邮箱" autoComplete="username" clearable />
        </Form.Item>
        <VcodeField
          name="vcode"
          label="验证码"
          target={contactTarget(account)}
          onSend={sendCode}
          testId="forget-vcode"
        />
        <Form.Item name="password" label="新密码" rules={[zodRule(passwordField)]}>
          <PasswordInput placeholder="至少 8 位，不要用常见密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['password']}
          rules={[sameAs('password')]}
        >
          <PasswordInput placeholder="再次输入新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </AccountPage>
  );
}
