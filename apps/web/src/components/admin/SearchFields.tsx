import { useState } from 'react';
import { PlainForm } from '../form/PlainForm';
import styles from './Filters.module.css';

export interface SearchField {
  name: string;
  label: string;
  placeholder: string;
  /** Digits only (an id). */
  numeric?: boolean;
  maxLength: number;
}

interface SearchFieldsProps {
  fields: readonly SearchField[];
  values: Record<string, string>;
  onSearch: (values: Record<string, string>) => void;
}

/** Text filters of a console list, applied together with 搜索 (or Enter). */
export function SearchFields({ fields, values, onSearch }: SearchFieldsProps) {
  const [draft, setDraft] = useState(values);
  return (
    <PlainForm
      role="search"
      className={styles.search}
      onSubmit={() =>
        onSearch(Object.fromEntries(fields.map((f) => [f.name, draft[f.name]?.trim() ?? ''])))
      }
    >
      {fields.map((field) => (
        <input
          key={field.name}
          type="search"
          className={styles.input}
          value={draft[field.name] ?? ''}
          onChange={(event) => {
            const value = field.numeric
              ? event.target.value.replace(/\D/g, '')
              : event.target.value;
            setDraft((d) => ({ ...d, [field.name]: value }));
          }}
          inputMode={field.numeric ? 'numeric' : undefined}
          placeholder={field.placeholder}
          aria-label={field.label}
          maxLength={field.maxLength}
          enterKeyHint="search"
        />
      ))}
      <button type="submit" className={styles.button}>
        搜索
      </button>
    </PlainForm>
  );
}
