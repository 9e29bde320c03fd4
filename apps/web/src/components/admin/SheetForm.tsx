import { Form, type FormProps } from 'antd-mobile';
import { SubmitButton } from '../form/SubmitButton';
import { FormSheet } from './FormSheet';

interface SheetFormProps extends Omit<FormProps, 'layout' | 'footer'> {
  visible: boolean;
  heading: string;
  onClose: () => void;
  /** The save is under way: the 保存 button waits. */
  pending: boolean;
  /** The 保存 button's test id. */
  testId: string;
}

/** A console form of settings in a sheet (a category, a field): labels beside values, one 保存. */
export function SheetForm({ visible, heading, onClose, pending, testId, ...form }: SheetFormProps) {
  return (
    <FormSheet visible={visible} heading={heading} onClose={onClose}>
      <Form
        {...form}
        layout="horizontal"
        footer={
          <SubmitButton pending={pending} testId={testId}>
            保存
          </SubmitButton>
        }
      />
    </FormSheet>
  );
}
