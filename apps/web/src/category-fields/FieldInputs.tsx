import type { CategoryField } from '@huaren/contract';
import { FieldError } from '../components/form/LongForm';
import { fieldErrorKey, type FieldDraft, type FieldDrafts } from './fieldDraft';
import { OptionChips } from './OptionChips';
import { SpanInputs } from './SpanInputs';
import { YesNoChips } from './YesNoChips';
import form from '../components/form/LongForm.module.css';
import styles from './fields.module.css';

interface FieldInputsProps {
  /** The chosen category's fields, in order. */
  fields: readonly CategoryField[];
  value: FieldDrafts;
  /** The answers after the one at `key` changed. */
  onChange: (value: FieldDrafts, key: string) => void;
  /** The form's errors: a field's sits at `fieldErrorKey(key)` and starts with its label. */
  errors: Partial<Record<string, string>>;
}

/** The chosen category's questions on the publish form; required ones are starred. */
export function FieldInputs({ fields, value, onChange, errors }: FieldInputsProps) {
  if (fields.length === 0) return null;
  return (
    <section className={form.group} aria-label="分类信息" data-testid="post-fields-form">
      {fields.map((def) => {
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
              onChange={(v) => onChange({ ...value, [def.key]: v }, def.key)}
            />
            {/* The toast names the field (or counts the errors); beside it, the rule is enough. */}
            <FieldError error={errors[fieldErrorKey(def.key)]?.replace(`${def.label}：`, '')} />
          </div>
        );
      })}
    </section>
  );
}

/** One field's control: its definition, the label's target id, and its draft answer. */
interface InputProps {
  def: CategoryField;
  id: string;
  value: FieldDraft | undefined;
  onChange: (v: FieldDraft) => void;
}

function FieldInput({ def, id, value, onChange }: InputProps) {
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
      // Untouched, or tapped again, is no answer: '' like a choice left empty.
      return (
        <YesNoChips
          label={def.label}
          value={typeof value === 'boolean' ? value : undefined}
          onChange={(v) => onChange(v ?? '')}
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

function RangeInput({ def, id, value, onChange }: InputProps) {
  const span = typeof value === 'object' && !Array.isArray(value) ? value : { min: '', max: '' };
  const dollars = def.unit === '$';
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
      <SpanInputs
        label={def.label}
        id={id}
        low={span.min}
        high={span.max}
        onLow={(min) => onChange({ ...span, min })}
        onHigh={(max) => onChange({ ...span, max })}
        sign={dollars ? '$' : undefined}
        unit={dollars ? undefined : def.unit}
        className={def.options.length > 0 ? styles.below : undefined}
      />
    </>
  );
}
