import { OptionChips } from './OptionChips';

const YES_NO = ['是', '否'];

interface YesNoChipsProps {
  label: string;
  /** Undefined: not answered (or, in the filter sheet, not filtered on). */
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
  testId?: string;
}

/**
 * A yes/no as 是 and 否 chips with neither picked until one is tapped; tapping the picked one
 * again takes the answer back. A switch could not say "not given": its off reads as 否.
 */
export function YesNoChips({ label, value, onChange, testId }: YesNoChipsProps) {
  return (
    <OptionChips
      label={label}
      options={YES_NO}
      value={value === undefined ? [] : [value ? '是' : '否']}
      onChange={([picked]) => onChange(picked === undefined ? undefined : picked === '是')}
      testId={testId}
    />
  );
}
