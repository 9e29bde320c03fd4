import styles from './fields.module.css';

interface OptionChipsProps {
  label: string;
  options: readonly string[];
  /** The options picked: one for a choice, any for `multiple`. */
  value: readonly string[];
  multiple?: boolean;
  onChange: (value: string[]) => void;
  testId?: string;
}

/**
 * A field's options as chips that wrap: a radio group for one choice (tapping the picked one
 * again clears it, as an optional field allows), checkboxes for several.
 */
export function OptionChips({
  label,
  options,
  value,
  multiple,
  onChange,
  testId,
}: OptionChipsProps) {
  const toggle = (option: string) => {
    if (!multiple) return onChange(value.includes(option) ? [] : [option]);
    onChange(value.includes(option) ? value.filter((o) => o !== option) : [...value, option]);
  };
  return (
    <div
      className={styles.chips}
      role={multiple ? 'group' : 'radiogroup'}
      aria-label={label}
      data-testid={testId}
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role={multiple ? 'checkbox' : 'radio'}
          aria-checked={value.includes(option)}
          className={styles.chip}
          onClick={() => toggle(option)}
        >
          {option}
        </button>
      ))}
    </div>
  );
}
