import { currentPasswordField, emailField, phoneField, type ContactKind } from '@huaren/contract';
import { Form, Input, Radio } from 'antd-mobile';
import { useState } from 'react';
import { useChangeContactMutation, useUserInfoQuery, type Profile } from '../../api/user';
import { sendVcode } from '../../api/vcode';
import { useAppNavigator } from '../../nav/appNavigator';
import { maskEmail, maskPhone } from '../../lib/mask';
import { showToast } from '../../lib/toast';
import { QueryView } from '../AsyncView';
import { contactTarget } from '../form/contactTarget';
import { PasswordInput } from '../form/PasswordInput';
import { SubmitButton } from '../form/SubmitButton';
import { VcodeField } from '../form/VcodeField';
import { zodRule } from '../form/zodRule';
import { AccountPage } from './AccountPage';
import { useBindTitle } from './useBindTitle';
import styles from './AccountPage.module.css';

const LABEL: Record<ContactKind, string> = { email: '邮箱', phone: '手机号' };

interface ContactForm {
  account: string;
  vcode: string;
  password?: string;
  myVcode?: string;
}

/**
 * The server proves a change with a code to the account's contact of the same kind, or, when it
 * has none yet, to its other one (apps/server contact.service currentContact).
 */
function proofContact(
  user: Profile,
  kind: ContactKind,
): { kind: ContactKind; value: string } | null {
  const own = kind === 'email' ? user.contactEmail : user.contactNumber;
  if (own) return { kind, value: own };
  const other = kind === 'email' ? user.contactNumber : user.contactEmail;
  return other ? { kind: kind === 'email' ? 'phone' : 'email', value: other } : null;
}

function masked(contact: { kind: ContactKind; value: string }): string {
  return contact.kind === 'email' ? maskEmail(contact.value) : maskPhone(contact.value);
}

/**
 * Binds a new e-mail or phone: a code sent to the new one, plus the current password or a code
 * sent to the current contact.
 */
export function ContactChangeForm({ kind }: { kind: ContactKind }) {
  const user = useUserInfoQuery();
  return (
    <QueryView query={user}>
      {user.data && <ContactChange kind={kind} user={user.data} />}
    </QueryView>
  );
}

function ContactChange({ kind, user }: { kind: ContactKind; user: Profile }) {
  const navigator = useAppNavigator();
  const [form] = Form.useForm<ContactForm>();
  const account: unknown = Form.useWatch('account', form);
  const change = useChangeContactMutation();
  const proof = proofContact(user, kind);
  const [by, setBy] = useState<'password' | 'code'>('password');
  const label = LABEL[kind];
  const current = kind === 'email' ? user.contactEmail : user.contactNumber;
  // Binding a first e-mail or phone, or replacing the one there is.
  const fresh = current ? `新${label}` : label;
  useBindTitle(label, current);

  const sendNewCode = async () => {
    const values = await form.validateFields(['account']);
    const { resendAfter } = await sendVcode.bindNew(values.account);
    return { target: contactTarget(values.account) ?? values.account, resendAfter };
  };

  const sendMyCode = async () => {
    if (!proof) throw new Error('no contact');
    const { resendAfter } = await sendVcode.mine(proof.kind);
    return { target: proof.value, resendAfter };
  };

  const onFinish = ({ account, vcode, password, myVcode }: ContactForm) => {
    const proofFields = by === 'password' ? { password } : { myVcode };
    change.mutate(
      { account, vcode, ...proofFields },
      {
        onSuccess: () => {
          showToast(current ? `${label}已更换` : `${label}已绑定`);
          void navigator.back();
        },
      },
    );
  };

  return (
    <AccountPage
      intro={
        current ? `当前${label}：${masked({ kind, value: current })}` : `您还没有绑定${label}。`
      }
      testId={`change-${kind}`}
    >
      <Form
        form={form}
        name={`change-${kind}`}
        mode="card"
        onFinish={onFinish}
        footer={
          <SubmitButton pending={change.isPending}>
            {current ? '确认更换' : '确认绑定'}
          </SubmitButton>
        }
      >
        <Form.Item
          name="account"
          label={fresh}
          rules={[zodRule(kind === 'email' ? emailField : phoneField)]}
        >
          <Input
            placeholder={kind === 'email' ? '新的邮箱地址' : '美国或中国大陆手机号'}
            type={kind === 'email' ? 'email' : 'tel'}
            autoComplete={kind === 'email' ? 'email' : 'tel'}
            clearable
          />
        </Form.Item>
        <VcodeField
          name="vcode"
          label={`${fresh}收到的验证码`}
          target={contactTarget(account)}
          onSend={sendNewCode}
          testId="new-vcode"
        />
        {proof && (
          <Form.Item label="验证身份">
            <Radio.Group value={by} onChange={(value) => setBy(value as 'password' | 'code')}>
              <div className={styles.choices} role="radiogroup" aria-label="验证身份">
                <Radio value="password">登录密码</Radio>
                <Radio value="code">{`${LABEL[proof.kind]}验证码`}</Radio>
              </div>
            </Radio.Group>
          </Form.Item>
        )}
        {by === 'password' || !proof ? (
          <Form.Item name="password" label="当前登录密码" rules={[zodRule(currentPasswordField)]}>
            <PasswordInput placeholder="请输入当前登录密码" autoComplete="current-password" />
          </Form.Item>
        ) : (
          <VcodeField
            name="myVcode"
            label={`${masked(proof)} 收到的验证码`}
            target={proof.value}
            onSend={sendMyCode}
            testId="my-vcode"
          />
        )}
      </Form>
    </AccountPage>
  );
}
