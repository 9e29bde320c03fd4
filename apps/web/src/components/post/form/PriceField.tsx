import { Input } from 'antd-mobile';
import type { PriceKind } from '../../../lib/postDraft';
import { FIELD_ERROR } from '../../form/useDraftFields';
import styles from '../../form/LongForm.module.css';

const KINDS: readonly { kind: PriceKind; label: string }[] = [
  { kind: 'total', label: '一口价' },
  { kind: 'month', label: '每月' },
  { kind: 'hour', label: '每小时' },
  { kind: 'negotiable', label: '面议' },
];

const PLACEHOLDER: Record<PriceKind, string> = {
  total: '如 1200 或 1200.50',
  month: '月租或月薪，如 1800',
  hour: '时薪，如 25',
  negotiable: '',
};

interface PriceFieldProps {
  /** Dollars as typed. */
  value: string;
  kind: PriceKind;
  onChange: (value: string) => void;
  onKindChange: (kind: PriceKind) => void;
  error?: string;
}

/** The price in dollars, and what it is for: the thing itself, a month, an hour, or 面议. */
export function PriceField({ value, kind, onChange, onKindChange, error }: PriceFieldProps) {
  return (
    <div className={styles.field}>
      <span className={styles.label} id="post-price-label">
        价格（美元）
      </span>
      <div className={styles.choices} role="radiogroup" aria-labelledby="post-price-label">
        {KINDS.map((k, i) => (
          <button
            key={k.kind}
            type="button"
            role="radio"
            aria-checked={kind === k.kind}
            // One tab stop for the group; arrows move the choice (the ARIA radio group).
            tabIndex={kind === k.kind ? 0 : -1}
            className={styles.choice}
            onClick={() => onKindChange(k.kind)}
            onKeyDown={(event) => {
              const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
              if (!step) return;
              event.preventDefault();
              const next = (i + step + KINDS.length) % KINDS.length;
              onKindChange(KINDS[next]!.kind);
              const group = event.currentTarget.parentElement;
              group?.querySelectorAll<HTMLElement>('[role="radio"]')[next]?.focus();
            }}
          >
            {k.label}
          </button>
        ))}
      </div>
      {kind !== 'negotiable' && (
        <div className={styles.amount}>
          <span aria-hidden="true">$</span>
          <Input
            id="post-price"
            aria-label="价格金额（美元）"
            value={value}
            onChange={onChange}
            placeholder={PLACEHOLDER[kind]}
            inputMode="decimal"
            maxLength={14}
          />
          {kind !== 'total' && <span>{kind === 'month' ? '/月' : '/小时'}</span>}
        </div>
      )}
      {error && (
        <p className={styles.error} {...FIELD_ERROR}>
          {error}
        </p>
      )}
    </div>
  );
}
