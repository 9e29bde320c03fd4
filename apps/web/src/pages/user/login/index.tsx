import { currentPasswordField } from '@huaren/contract';
import { Form } from 'antd-mobile';
import { useLoginMutation } from '../../../api/session';
import { UserPath } from '../../../nav/paths';
import { AccountField } from '../../../components/account/AccountFields';
import { AccountPage } from '../../../components/account/AccountPage';
import { SignInLink, useSignInSubmit } from '../../../components/account/signIn';
import { PasswordInput } from '../../../components/form/PasswordInput';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { zodRule } from '../../../components/form/zodRule';

interface LoginForm {
  account: string;
  password: string;
}

/** Log in with an e-mail or phone and a password, then back to the page the user came from. */
export default function LoginPage() {
  const login = useLoginMutation();
  const onFinish = useSignInSubmit<LoginForm>(login, '登录成功');

  return (
    <AccountPage
      intro="登录后可以发布信息、评论互动，管理个人资料。"
      testId="login-page"
      links={
        <>
          <SignInLink to={UserPath.register}>注册新账号</SignInLink>
          <SignInLink to={UserPath.forget}>忘记密码？</SignInLink>
        </>
      }
    >
      <Form
        name="login"
        mode="card"
        onFinish={onFinish}
        footer={<SubmitButton pending={login.isPending}>登录</SubmitButton>}
      >
        <AccountField placeholder="美国或中国大陆手机号，或邮箱" />
        <Form.Item name="password" label="密码" rules={[zodRule(currentPasswordField)]}>
          <PasswordInput placeholder="请输入密码" autoComplete="current-password" />
        </Form.Item>
      </Form>
    </AccountPage>
  );
}
