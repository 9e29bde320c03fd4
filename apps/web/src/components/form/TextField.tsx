import { Input, type InputProps } from 'antd-mobile';
import { LabelledField } from './LongForm';

interface TextFieldProps extends Omit<InputProps, 'id'> {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
}

/** A long form's one-line text field: its label, the input and its error. */
export function TextField({ id, label, hint, error, ...input }: TextFieldProps) {
  return (
    <LabelledField id={id} label={label} {...(hint ? { hint } : {})} error={error}>
      <Input id={id} {...input} />
    </LabelledField>
  );
}
