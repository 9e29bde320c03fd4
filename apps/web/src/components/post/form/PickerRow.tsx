import type { ReactNode } from 'react';
import { FIELD_ERROR } from '../../form/useDraftFields';
import styles from '../../form/LongForm.module.css';

interface PickerRowProps {
  label: string;
  value: string | null;
  placeholder: string;
  onClick: () => void;
  error?: string;
  testId?: string;
  extra?: ReactNode;
}

/** What a field that picks one item by its id (a category, a region) takes from its form. */
export interface IdPickerProps {
  value: number | null;
  onChange: (id: number) => void;
  error?: string;
}

/** A form row that opens a picker: its label, the current choice, an arrow. */
export function PickerRow({ label, value, placeholder, onClick, error, testId }: PickerRowProps) {
  return (
    <div className={styles.field}>
      <button
        type="button"
        className={styles.pickerRow}
        onClick={onClick}
        data-testid={testId}
        aria-invalid={error ? true : undefined}
      >
        <span className={styles.label}>{label}</span>
        <span className={value ? styles.value : styles.placeholder}>{value ?? placeholder}</span>
        <span aria-hidden="true" className={styles.arrow}>
          ›
        </span>
      </button>
      {error && (
        <p className={styles.error} {...FIELD_ERROR}>
          {error}
        </p>
      )}
    </div>
  );
}
