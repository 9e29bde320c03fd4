import type { Post } from '@huaren/contract';
import styles from './FieldTable.module.css';

/**
 * A post's field answers as a compact two-column table: the server writes the rows with the
 * contract's formatter (fieldRows), so the detail and the cards read alike.
 */
export function FieldTable({ rows }: { rows: Post['fields'] }) {
  if (rows.length === 0) return null;
  return (
    <dl className={styles.table} data-testid="post-fields">
      {rows.map((row) => (
        <div key={row.key} className={styles.row} data-testid={`post-field-${row.key}`}>
          <dt className={styles.label}>{row.label}</dt>
          <dd className={styles.text}>{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}
