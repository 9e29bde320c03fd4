import { ADMIN_REASON_MAX, adminOptionalReasonField } from '@huaren/contract';
import { Form, Input, Popup } from 'antd-mobile';
import { SubmitButton } from '../form/SubmitButton';
import { zodRule } from '../form/zodRule';
import styles from './CategoryForm.module.css';

interface NameFormProps {
  /** The sheet's heading; null when closed. */
  heading: string | null;
  initial: string;
  maxLength: number;
  field: Parameters<typeof zodRule>[0];
  pending: boolean;
  /** The name, and the optional reason for the audit log ('' when blank). */
  onSave: (name: string, reason: string) => void;
  onClose: () => void;
}

/** One name in a sheet, with an optional reason: a new region, or a rename. */
export function NameForm({
  heading,
  initial,
  maxLength,
  field,
  pending,
  onSave,
  onClose,
}: NameFormProps) {
  return (
    <Popup
      visible={heading !== null}
      onMaskClick={onClose}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      <h2 className={styles.heading}>{heading}</h2>
      <Form
        initialValues={{ name: initial }}
        onFinish={({ name, reason }: { name: string; reason?: string }) =>
          onSave(name.trim(), reason ?? '')
        }
        footer={
          <SubmitButton pending={pending} testId="name-save">
            保存
          </SubmitButton>
        }
      >
        <Form.Item name="name" label="名称" rules={[zodRule(field)]}>
          <Input placeholder={`最多 ${maxLength} 个字`} maxLength={maxLength} clearable />
        </Form.Item>
        <Form.Item name="reason" label="操作原因" rules={[zodRule(adminOptionalReasonField)]}>
          <Input placeholder="选填，记入操作日志" maxLength={ADMIN_REASON_MAX} clearable />
        </Form.Item>
      </Form>
    </Popup>
  );
}
