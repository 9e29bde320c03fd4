import type { CategoryField, FieldFilter } from '@huaren/contract';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { isBlankFilter, type ListFilters } from './filterParams';
import { OptionChips } from './OptionChips';
import { SpanInputs } from './SpanInputs';
import { YesNoChips } from './YesNoChips';
import styles from './FilterSheet.module.css';

interface FilterSheetProps {
  /** The category's filterable fields, in order. */
  fields: readonly CategoryField[];
  /** The category asks a price: the sheet offers a price range. */
  hasPrice: boolean;
  value: ListFilters;
  onClose: () => void;
  onApply: (filters: ListFilters) => void;
}

const dollars = (cents: number | undefined) => (cents === undefined ? '' : String(cents / 100));
const toCents = (text: string) => {
  const n = Number(text);
  return text.trim() === '' || !Number.isFinite(n) || n < 0 ? undefined : Math.round(n * 100);
};
const toNumber = (text: string) => {
  const n = Number(text);
  return text.trim() === '' || !Number.isFinite(n) ? undefined : n;
};

/**
 * The list's 筛选 sheet: the category's filterable fields and a price range. Nothing applies
 * until 确定; 重置 clears the sheet. Loaded apart, when first opened.
 */
export default function FilterSheet({
  fields,
  hasPrice,
  value,
  onClose,
  onApply,
}: FilterSheetProps) {
  const [draft, setDraft] = useState(value.fields);
  const [priceMin, setPriceMin] = useState(dollars(value.priceMin));
  const [priceMax, setPriceMax] = useState(dollars(value.priceMax));

  const update = (key: string, f: FieldFilter) => {
    const next = { ...draft };
    if (isBlankFilter(f)) delete next[key];
    else next[key] = f;
    setDraft(next);
  };

  const apply = () => {
    const out: ListFilters = { fields: draft };
    const min = toCents(priceMin);
    const max = toCents(priceMax);
    if (min !== undefined) out.priceMin = min;
    if (max !== undefined) out.priceMax = max;
    // Swapped ends mean the same span.
    if (min !== undefined && max !== undefined && min > max) {
      out.priceMin = max;
      out.priceMax = min;
    }
    onApply(out);
  };

  return (
    <Popup visible onMaskClick={onClose} bodyClassName={styles.sheet}>
      <div className={styles.body} data-testid="filter-sheet">
        <h2 className={styles.title}>筛选</h2>
        {hasPrice && (
          <section className={styles.field} aria-label="价格">
            <p className={styles.label}>价格（美元）</p>
            <SpanInputs
              label="价格"
              low={priceMin}
              high={priceMax}
              onLow={setPriceMin}
              onHigh={setPriceMax}
              testId="filter-price"
            />
          </section>
        )}
        {fields.map((def) => (
          <section key={def.id} className={styles.field} aria-label={def.label}>
            <p className={styles.label}>
              {def.label}
              {def.unit && def.unit !== '$' && <span className={styles.unit}>（{def.unit}）</span>}
            </p>
            <FieldFilterInput
              def={def}
              value={draft[def.key] ?? {}}
              onChange={(f) => update(def.key, f)}
            />
          </section>
        ))}
      </div>
      <div className={styles.footer}>
        <Button
          block
          onClick={() => {
            setDraft({});
            setPriceMin('');
            setPriceMax('');
          }}
          data-testid="filter-reset"
        >
          重置
        </Button>
        <Button block color="primary" onClick={apply} data-testid="filter-apply">
          确定
        </Button>
      </div>
    </Popup>
  );
}

function FieldFilterInput({
  def,
  value,
  onChange,
}: {
  def: CategoryField;
  value: FieldFilter;
  onChange: (f: FieldFilter) => void;
}) {
  const testId = `filter-${def.key}`;
  switch (def.type) {
    case 'choice':
    case 'multi':
      return (
        <OptionChips
          label={def.label}
          options={def.options}
          value={value.in ?? []}
          multiple
          onChange={(picked) => onChange({ in: picked })}
          testId={testId}
        />
      );
    case 'bool':
      return (
        <YesNoChips
          label={def.label}
          value={value.is}
          onChange={(is) => onChange(is === undefined ? {} : { is })}
          testId={testId}
        />
      );
    case 'date':
      return (
        <SpanInputs
          label={def.label}
          type="date"
          low={value.from ?? ''}
          high={value.to ?? ''}
          onLow={(from) => onChange({ ...value, from: from || undefined })}
          onHigh={(to) => onChange({ ...value, to: to || undefined })}
          testId={testId}
        />
      );
    case 'number':
    case 'range':
      return (
        <>
          <SpanInputs
            label={def.label}
            low={value.min === undefined ? '' : String(value.min)}
            high={value.max === undefined ? '' : String(value.max)}
            onLow={(t) => onChange({ ...value, min: toNumber(t) })}
            onHigh={(t) => onChange({ ...value, max: toNumber(t) })}
            testId={testId}
          />
          {def.type === 'range' && def.options.length > 0 && (
            <div className={styles.units}>
              <OptionChips
                label={`${def.label}单位`}
                options={def.options}
                value={value.unit ? [value.unit] : []}
                onChange={([unit]) => onChange({ ...value, unit })}
                testId={`${testId}-unit`}
              />
            </div>
          )}
        </>
      );
  }
}
