import { useResetPasswordMutation } from '../../../api/session';
import { sendVcode } from '../../../api/vcode';
import { UserPath } from '../../../nav/paths';
import { AccountCodeFields, NewPasswordField } from '../../../components/account/AccountFields';
import { SignInForm, SignInLink } from '../../../components/account/signIn';

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
  return (
    <SignInForm
      name="forget"
      intro="验证码将发送到您注册时使用的手机号或邮箱。"
      links={<SignInLink to={UserPath.login}>想起来了？去登录</SignInLink>}
      mutation={useResetPasswordMutation()}
      done="密码已重置，已为您登录"
      input={({ account, vcode, password }: ForgetForm) => ({ account, vcode, password })}
      submit="重置密码"
    >
      {(form) => (
        <>
          <AccountCodeFields
            form={form}
            placeholder="注册时使用的手机号或邮箱"
            send={sendVcode.reset}
            testId="forget-vcode"
          />
          <NewPasswordField label="新密码" confirm />
        </>
      )}
    </SignInForm>
  );
}
