import type { ChoiceProps } from './ChoiceChips';
import styles from './Filters.module.css';

/** One of many values (too many for ChoiceChips), as the browser's own select. */
export function ChoiceSelect<T extends string>({
  label,
  choices,
  value,
  onChange,
}: ChoiceProps<T>) {
  return (
    <select
      className={styles.select}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
    >
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
