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
  onSave: (name: string) => void;
  onClose: () => void;
}

/** One name in a sheet: a new region, or a rename. */
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
        onFinish={({ name }: { name: string }) => onSave(name.trim())}
        footer={
          <SubmitButton pending={pending} testId="name-save">
            保存
          </SubmitButton>
        }
      >
        <Form.Item name="name" label="名称" rules={[zodRule(field)]}>
          <Input placeholder={`最多 ${maxLength} 个字`} maxLength={maxLength} clearable />
        </Form.Item>
      </Form>
    </Popup>
  );
}
