import {
  NICKNAME_MAX,
  NICKNAME_MIN,
  accountField,
  nickNameField,
  passwordField,
} from '@huaren/contract';
import { Form, Input } from 'antd-mobile';
import { useRegisterMutation } from '../../../api/session';
import { sendVcode } from '../../../api/vcode';
import { perform } from '../../../nav/appNavigator';
import { useQueryParam } from '../../../nav/useQueryParam';
import { REDIRECT_PARAM, returnMove, signInPath } from '../../../nav/loginFlow';
import { UserPath } from '../../../nav/paths';
import { AccountPage } from '../../../components/account/AccountPage';
import styles from '../../../components/account/AccountPage.module.css';
import { AppLink } from '../../../components/AppLink';
import { contactTarget } from '../../../components/form/contactTarget';
import { PasswordInput } from '../../../components/form/PasswordInput';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { VcodeField } from '../../../components/form/VcodeField';
import { zodRule } from '../../../components/form/zodRule';
import { showToast } from '../../../lib/toast';

interface RegisterForm {
  account: string;
  vcode: string;
  password: string;
  nickName: string;
}

/** A new account from an e-mail or phone, a code sent to it, a password and a nickname. */
export default function RegisterPage() {
  const redirect = useQueryParam(REDIRECT_PARAM);
  const [form] = Form.useForm<RegisterForm>();
  const account: unknown = Form.useWatch('account', form);
  const register = useRegisterMutation();

  const sendCode = async () => {
    const values = await form.validateFields(['account']);
    const target = contactTarget(values.account);
    const { resendAfter } = await sendVcode.signup(values.account);
    return { target: target ?? values.account, resendAfter };
  };

  const onFinish = (values: RegisterForm) => {
    register.mutate(values, {
      onSuccess: () => {
        showToast('注册成功');
        void perform(returnMove(redirect));
      },
    });
  };

  return (
    <AccountPage
      intro="可用美国或中国大陆手机号、或邮箱注册。"
      testId="register-page"
      links={
        <AppLink to={signInPath(UserPath.login, redirect)} mode="redirect">
          已有账号？去登录
        </AppLink>
      }
    >
      <Form
        form={form}
        name="register"
        mode="card"
        onFinish={onFinish}
        footer={
          <>
            <SubmitButton pending={register.isPending}>注册</SubmitButton>
            <p className={styles.note}>
              注册即表示同意<AppLink to={UserPath.about}>《用户协议》和《隐私政策》</AppLink>
            </p>
          </>
        }
      >
        <Form.Item name="account" label="手机号或邮箱" rules={[zodRule(accountField)]}>
          <Input placeholder="美国或中国大陆手机号，或邮箱" autoComplete="username" clearable />
        </Form.Item>
        <VcodeField
          name="vcode"
          label="验证码"
          target={contactTarget(account)}
          onSend={sendCode}
          testId="register-vcode"
        />
        <Form.Item name="password" label="密码" rules={[zodRule(passwordField)]}>
          <PasswordInput placeholder="至少 8 位，不要用常见密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="nickName" label="昵称" rules={[zodRule(nickNameField)]}>
          <Input
            placeholder={`${NICKNAME_MIN}-${NICKNAME_MAX} 个字`}
            autoComplete="nickname"
            maxLength={NICKNAME_MAX}
          />
        </Form.Item>
      </Form>
    </AccountPage>
  );
}
