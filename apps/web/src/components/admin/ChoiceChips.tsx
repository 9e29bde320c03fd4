import styles from './Filters.module.css';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/** A choice control's props: one value of `choices`, named by `label` for assistive technology. */
export interface ChoiceProps<T extends string> {
  label: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * A filter's value and change for a choice control whose first choice is 全部 (`all`): no filter
 * is `all` on the control and undefined in the query.
 */
export function orAll<T extends string>(value: T | undefined, set: (value: T | undefined) => void) {
  return {
    value: value ?? ('all' as const),
    onChange: (choice: T | 'all') => set(choice === 'all' ? undefined : (choice as T)),
  };
}

/**
 * One of a few values, as pressed buttons. antd-mobile's Selector draws its options as divs
 * a keyboard cannot reach.
 */
export function ChoiceChips<T extends string>({ label, choices, value, onChange }: ChoiceProps<T>) {
  return (
    <div className={styles.chips} role="group" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          className={styles.chip}
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
