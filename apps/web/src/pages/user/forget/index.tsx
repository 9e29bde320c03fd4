import { Form } from 'antd-mobile';
import { useResetPasswordMutation } from '../../../api/session';
import { sendVcode } from '../../../api/vcode';
import { useQueryParam } from '../../../nav/useQueryParam';
import { REDIRECT_PARAM, signInPath } from '../../../nav/loginFlow';
import { UserPath } from '../../../nav/paths';
import {
  AccountField,
  NewPasswordField,
  codeSender,
  signedIn,
} from '../../../components/account/AccountFields';
import { AccountPage } from '../../../components/account/AccountPage';
import { AppLink } from '../../../components/AppLink';
import { contactTarget } from '../../../components/form/contactTarget';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { VcodeField } from '../../../components/form/VcodeField';

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

  const sendCode = codeSender(form, sendVcode.reset);

  const onFinish = ({ account, vcode, password }: ForgetForm) => {
    reset.mutate(
      { account, vcode, password },
      {
        onSuccess: () => signedIn('密码已重置，已为您登录', redirect),
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
        <AccountField placeholder="注册时使用的手机号或邮箱" />
        <VcodeField
          name="vcode"
          label="验证码"
          target={contactTarget(account)}
          onSend={sendCode}
          testId="forget-vcode"
        />
        <NewPasswordField label="新密码" confirm />
      </Form>
    </AccountPage>
  );
}
