import { NICKNAME_MAX, NICKNAME_MIN, nickNameField } from '@huaren/contract';
import { Form, Input } from 'antd-mobile';
import { useRegisterMutation } from '../../../api/session';
import { sendVcode } from '../../../api/vcode';
import { UserPath } from '../../../nav/paths';
import { AccountCodeFields, NewPasswordField } from '../../../components/account/AccountFields';
import styles from '../../../components/account/AccountPage.module.css';
import { SignInForm, SignInLink } from '../../../components/account/signIn';
import { AppLink } from '../../../components/AppLink';
import { zodRule } from '../../../components/form/zodRule';

/** A new account from an e-mail or phone, a code sent to it, a password and a nickname. */
export default function RegisterPage() {
  return (
    <SignInForm
      name="register"
      intro="可用美国或中国大陆手机号、或邮箱注册。"
      links={<SignInLink to={UserPath.login}>已有账号？去登录</SignInLink>}
      mutation={useRegisterMutation()}
      done="注册成功"
      submit="注册"
      note={
        <p className={styles.note}>
          注册即表示同意<AppLink to={UserPath.about}>《用户协议》和《隐私政策》</AppLink>
        </p>
      }
    >
      {(form) => (
        <>
          <AccountCodeFields
            form={form}
            placeholder="美国或中国大陆手机号，或邮箱"
            send={sendVcode.signup}
            testId="register-vcode"
          />
          <NewPasswordField label="密码" />
          <Form.Item name="nickName" label="昵称" rules={[zodRule(nickNameField)]}>
            <Input
              placeholder={`${NICKNAME_MIN}-${NICKNAME_MAX} 个字`}
              autoComplete="nickname"
              maxLength={NICKNAME_MAX}
            />
          </Form.Item>
        </>
      )}
    </SignInForm>
  );
}
