import type { CategoryField } from '@huaren/contract';
import { Switch } from 'antd-mobile';
import { FieldError } from '../components/form/LongForm';
import type { FieldDraft, FieldDrafts } from './fieldDraft';
import { OptionChips } from './OptionChips';
import form from '../components/form/LongForm.module.css';
import styles from './fields.module.css';

interface FieldInputsProps {
  /** The chosen category's fields, in order. */
  fields: readonly CategoryField[];
  value: FieldDrafts;
  onChange: (value: FieldDrafts) => void;
  /** The checker's message, which starts with the label of the field it is about. */
  error?: string;
}

/** The chosen category's questions on the publish form; required ones are starred. */
export function FieldInputs({ fields, value, onChange, error }: FieldInputsProps) {
  if (fields.length === 0) return null;
  const set = (key: string, v: FieldDraft) => onChange({ ...value, [key]: v });
  const about = error ? fields.find((f) => error.startsWith(`${f.label}：`)) : undefined;
  return (
    <section className={form.group} aria-label="分类信息" data-testid="post-fields-form">
      {fields.map((def) => {
        const message = about === def ? error : undefined;
        const id = `post-field-${def.key}`;
        return (
          <div key={def.id} className={form.field} data-testid={id}>
            <label className={form.label} htmlFor={id} id={`${id}-label`}>
              {def.label}
              {def.required && (
                <span className={styles.required} aria-label="必填">
                  *
                </span>
              )}
              {def.type === 'number' && def.unit && def.unit !== '$' && (
                <span className={form.hint}>（{def.unit}）</span>
              )}
            </label>
            <FieldInput
              def={def}
              id={id}
              value={value[def.key]}
              onChange={(v) => set(def.key, v)}
            />
            {/* The toast names the field; beside it, the rule is enough. */}
            <FieldError error={message?.replace(`${def.label}：`, '')} />
          </div>
        );
      })}
    </section>
  );
}

function FieldInput({
  def,
  id,
  value,
  onChange,
}: {
  def: CategoryField;
  id: string;
  value: FieldDraft | undefined;
  onChange: (v: FieldDraft) => void;
}) {
  const text = typeof value === 'string' ? value : '';
  switch (def.type) {
    case 'choice':
      return (
        <OptionChips
          label={def.label}
          options={def.options}
          value={text ? [text] : []}
          onChange={([picked]) => onChange(picked ?? '')}
        />
      );
    case 'multi':
      return (
        <OptionChips
          label={def.label}
          options={def.options}
          value={Array.isArray(value) ? value : []}
          multiple
          onChange={onChange}
        />
      );
    case 'bool':
      return (
        <Switch
          checked={value === true}
          onChange={onChange}
          checkedText="是"
          uncheckedText="否"
          aria-labelledby={`${id}-label`}
        />
      );
    case 'date':
      return (
        <input
          id={id}
          className={styles.box}
          type="date"
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'number':
      return (
        <div className={styles.span}>
          {def.unit === '$' && <span>$</span>}
          <input
            id={id}
            className={styles.box}
            inputMode={def.integer ? 'numeric' : 'decimal'}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            placeholder={rangeHint(def)}
          />
        </div>
      );
    case 'range':
      return <RangeInput def={def} id={id} value={value} onChange={onChange} />;
  }
}

function rangeHint(def: CategoryField): string {
  if (def.min !== null && def.max !== null) return `${def.min}–${def.max}`;
  return def.integer ? '整数' : '数字';
}

function RangeInput({
  def,
  id,
  value,
  onChange,
}: {
  def: CategoryField;
  id: string;
  value: FieldDraft | undefined;
  onChange: (v: FieldDraft) => void;
}) {
  const span = typeof value === 'object' && !Array.isArray(value) ? value : { min: '', max: '' };
  const sign = def.unit === '$' ? '$' : '';
  const after = def.unit === '$' ? '' : def.unit;
  return (
    <>
      {def.options.length > 0 && (
        <OptionChips
          label={`${def.label}单位`}
          options={def.options}
          value={span.unit ? [span.unit] : []}
          onChange={([unit]) => onChange({ ...span, unit })}
        />
      )}
      <div className={`${styles.span} ${def.options.length > 0 ? styles.below : ''}`}>
        {sign && <span>{sign}</span>}
        <input
          id={id}
          className={styles.box}
          inputMode="decimal"
          value={span.min}
          onChange={(event) => onChange({ ...span, min: event.target.value })}
          placeholder="最低"
          aria-label={`${def.label}最低`}
        />
        <span>至</span>
        {sign && <span>{sign}</span>}
        <input
          className={styles.box}
          inputMode="decimal"
          value={span.max}
          onChange={(event) => onChange({ ...span, max: event.target.value })}
          placeholder="最高"
          aria-label={`${def.label}最高`}
        />
        {after && <span>{after}</span>}
      </div>
    </>
  );
}
