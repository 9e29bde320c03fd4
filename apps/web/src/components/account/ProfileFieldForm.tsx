import { Form, Input } from 'antd-mobile';
import { useUpdateUserMutation, useUserInfoQuery } from '../../api/user';
import { useAppNavigator } from '../../nav/appNavigator';
import { showToast } from '../../lib/toast';
import { QueryView } from '../AsyncView';
import { SubmitButton } from '../form/SubmitButton';
import { zodRule } from '../form/zodRule';
import { AccountPage } from './AccountPage';

type Editable = 'nickName' | 'wechatNumber';

interface ProfileFieldFormProps {
  name: Editable;
  label: string;
  /** The contract's field: the same rule and message as the server's. */
  field: Parameters<typeof zodRule>[0];
  placeholder: string;
  maxLength: number;
  /** What the value may be, under the input. */
  hint?: string;
}

/** One profile field (nickname, WeChat ID) edited and saved through POST /v1/user/. */
export function ProfileFieldForm({
  name,
  label,
  field,
  placeholder,
  maxLength,
  hint,
}: ProfileFieldFormProps) {
  const navigator = useAppNavigator();
  const user = useUserInfoQuery();
  const update = useUpdateUserMutation();

  const onFinish = (values: Record<Editable, string | undefined>) => {
    update.mutate(
      { [name]: (values[name] ?? '').trim() },
      {
        onSuccess: () => {
          showToast('已保存');
          void navigator.back();
        },
      },
    );
  };

  return (
    <QueryView query={user}>
      <AccountPage testId={`edit-${name}`}>
        <Form
          name={name}
          mode="card"
          initialValues={{ [name]: user.data?.[name] ?? '' }}
          onFinish={onFinish}
          footer={<SubmitButton pending={update.isPending}>保存</SubmitButton>}
        >
          <Form.Item name={name} label={label} rules={[zodRule(field)]} description={hint}>
            <Input placeholder={placeholder} maxLength={maxLength} clearable />
          </Form.Item>
        </Form>
      </AccountPage>
    </QueryView>
  );
}
