import { Form } from 'antd-mobile';
import { useResetPasswordMutation } from '../../../api/session';
import { sendVcode } from '../../../api/vcode';
import { UserPath } from '../../../nav/paths';
import { AccountCodeFields, NewPasswordField } from '../../../components/account/AccountFields';
import { AccountPage } from '../../../components/account/AccountPage';
import { SignInLink, useSignInSubmit } from '../../../components/account/signIn';
import { SubmitButton } from '../../../components/form/SubmitButton';

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
  const [form] = Form.useForm<ForgetForm>();
  const reset = useResetPasswordMutation();
  const submit = useSignInSubmit(reset, '密码已重置，已为您登录');

  return (
    <AccountPage
      intro="验证码将发送到您注册时使用的手机号或邮箱。"
      testId="forget-page"
      links={<SignInLink to={UserPath.login}>想起来了？去登录</SignInLink>}
    >
      <Form
        form={form}
        name="forget"
        mode="card"
        onFinish={({ account, vcode, password }: ForgetForm) =>
          submit({ account, vcode, password })
        }
        footer={<SubmitButton pending={reset.isPending}>重置密码</SubmitButton>}
      >
        <AccountCodeFields
          form={form}
          placeholder="注册时使用的手机号或邮箱"
          send={sendVcode.reset}
          testId="forget-vcode"
        />
        <NewPasswordField label="新密码" confirm />
      </Form>
    </AccountPage>
  );
}
