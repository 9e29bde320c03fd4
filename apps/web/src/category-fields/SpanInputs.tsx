import { Fragment } from 'react';
import styles from './fields.module.css';

interface SpanInputsProps {
  label: string;
  type?: 'number' | 'date';
  low: string;
  high: string;
  onLow: (text: string) => void;
  onHigh: (text: string) => void;
  /** The low end's element id, for the field's label. */
  id?: string;
  /** Written before each number: `$`. */
  sign?: string;
  /** Written after the high end: 英里. */
  unit?: string;
  className?: string;
  testId?: string;
}

/** From – to: two numbers or two days, either may stay empty (a range answer, a filter). */
export function SpanInputs({
  label,
  type = 'number',
  low,
  high,
  onLow,
  onHigh,
  id,
  sign,
  unit,
  className,
  testId,
}: SpanInputsProps) {
  const numeric = type === 'number';
  const ends = [
    { end: 'low', text: low, set: onLow, words: numeric ? '最低' : '起始日期' },
    { end: 'high', text: high, set: onHigh, words: numeric ? '最高' : '结束日期' },
  ] as const;
  return (
    <div className={className ? `${styles.span} ${className}` : styles.span}>
      {ends.map(({ end, text, set, words }) => (
        <Fragment key={end}>
          {end === 'high' && <span>至</span>}
          {sign && <span>{sign}</span>}
          <input
            id={end === 'low' ? id : undefined}
            className={styles.box}
            type={numeric ? 'text' : 'date'}
            inputMode={numeric ? 'decimal' : undefined}
            value={text}
            onChange={(event) => set(event.target.value)}
            placeholder={numeric ? words : undefined}
            aria-label={`${label}${words}`}
            data-testid={testId && `${testId}-${end}`}
          />
        </Fragment>
      ))}
      {unit && <span>{unit}</span>}
    </div>
  );
}
