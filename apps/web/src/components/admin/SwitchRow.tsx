import { Form, Switch } from 'antd-mobile';

interface SwitchRowProps {
  /** The form value it sets, true or false. */
  name: string;
  label: string;
  /** What turning it on does, under the label. */
  description?: string;
}

/** An on/off setting of a console form (先审后发, 必填, 可筛选 …), inside an antd-mobile Form. */
export function SwitchRow({ name, label, description }: SwitchRowProps) {
  return (
    <Form.Item name={name} label={label} valuePropName="checked" description={description}>
      <Switch />
    </Form.Item>
  );
}
