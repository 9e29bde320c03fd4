import { currentPasswordField } from '@huaren/contract';
import { Form } from 'antd-mobile';
import { useLoginMutation } from '../../../api/session';
import { UserPath } from '../../../nav/paths';
import { AccountField } from '../../../components/account/AccountFields';
import { SignInForm, SignInLink } from '../../../components/account/signIn';
import { PasswordInput } from '../../../components/form/PasswordInput';
import { zodRule } from '../../../components/form/zodRule';

/** Log in with an e-mail or phone and a password, then back to the page the user came from. */
export default function LoginPage() {
  return (
    <SignInForm
      name="login"
      intro="登录后可以发布信息、评论互动，管理个人资料。"
      links={
        <>
          <SignInLink to={UserPath.register}>注册新账号</SignInLink>
          <SignInLink to={UserPath.forget}>忘记密码？</SignInLink>
        </>
      }
      mutation={useLoginMutation()}
      done="登录成功"
      submit="登录"
    >
      {() => (
        <>
          <AccountField placeholder="美国或中国大陆手机号，或邮箱" />
          <Form.Item name="password" label="密码" rules={[zodRule(currentPasswordField)]}>
            <PasswordInput placeholder="请输入密码" autoComplete="current-password" />
          </Form.Item>
        </>
      )}
    </SignInForm>
  );
}
