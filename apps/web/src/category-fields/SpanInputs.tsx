import styles from './fields.module.css';

interface SpanInputsProps {
  label: string;
  type?: 'number' | 'date';
  low: string;
  high: string;
  onLow: (text: string) => void;
  onHigh: (text: string) => void;
  testId: string;
}

/** From – to: two numbers or two days, either may stay empty. */
export function SpanInputs({
  label,
  type = 'number',
  low,
  high,
  onLow,
  onHigh,
  testId,
}: SpanInputsProps) {
  const numeric = type === 'number';
  return (
    <div className={styles.span}>
      <input
        className={styles.box}
        type={numeric ? 'text' : 'date'}
        inputMode={numeric ? 'decimal' : undefined}
        value={low}
        onChange={(event) => onLow(event.target.value)}
        placeholder={numeric ? '最低' : undefined}
        aria-label={`${label}${numeric ? '最低' : '起始日期'}`}
        data-testid={`${testId}-low`}
      />
      <span>至</span>
      <input
        className={styles.box}
        type={numeric ? 'text' : 'date'}
        inputMode={numeric ? 'decimal' : undefined}
        value={high}
        onChange={(event) => onHigh(event.target.value)}
        placeholder={numeric ? '最高' : undefined}
        aria-label={`${label}${numeric ? '最高' : '结束日期'}`}
        data-testid={`${testId}-high`}
      />
    </div>
  );
}
