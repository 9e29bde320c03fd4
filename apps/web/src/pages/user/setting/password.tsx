import { currentPasswordField } from '@huaren/contract';
import { Form } from 'antd-mobile';
import { useChangePasswordMutation } from '../../../api/user';
import { useAppNavigator } from '../../../nav/appNavigator';
import { NewPasswordField } from '../../../components/account/AccountFields';
import { AccountPage } from '../../../components/account/AccountPage';
import { PasswordInput } from '../../../components/form/PasswordInput';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { zodRule } from '../../../components/form/zodRule';
import { showToast } from '../../../lib/toast';

interface PasswordForm {
  oldPassword: string;
  password: string;
  confirm: string;
}

/** A new login password, with the current one. The server ends every other session. */
export default function PasswordPage() {
  const navigator = useAppNavigator();
  const change = useChangePasswordMutation();

  const onFinish = ({ oldPassword, password }: PasswordForm) => {
    change.mutate(
      { oldPassword, password },
      {
        onSuccess: () => {
          showToast('登录密码已修改');
          void navigator.back();
        },
      },
    );
  };

  return (
    <AccountPage intro="修改后，其他设备上的登录将退出。" testId="change-password">
      <Form
        name="change-password"
        mode="card"
        onFinish={onFinish}
        footer={<SubmitButton pending={change.isPending}>确认修改</SubmitButton>}
      >
        <Form.Item name="oldPassword" label="当前密码" rules={[zodRule(currentPasswordField)]}>
          <PasswordInput placeholder="请输入当前登录密码" autoComplete="current-password" />
        </Form.Item>
        <NewPasswordField label="新密码" confirm />
      </Form>
    </AccountPage>
  );
}
