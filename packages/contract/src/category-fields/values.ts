import { z } from '../z';
import { isoDay } from './dates';
import type { FieldDefinition, FieldValue, FieldValues, RangeValue } from './definition';

/**
 * A post's field answers checked against its category's definitions, on the form and on the
 * server alike (decision 0041). Every message names the field: `卧室：请填写 0 到 20 之间的整数`.
 */

type Checked = { value: FieldValue | undefined } | { error: string };

const isBlank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** `0 到 20 之间的整数`, `不小于 0 的数字`: the words of a number field's bounds. */
export function numberRule(def: Pick<FieldDefinition, 'min' | 'max' | 'integer'>): string {
  const kind = def.integer ? '整数' : '数字';
  if (def.min !== null && def.max !== null) return `${def.min} 到 ${def.max} 之间的${kind}`;
  if (def.min !== null) return `不小于 ${def.min} 的${kind}`;
  if (def.max !== null) return `不大于 ${def.max} 的${kind}`;
  return kind;
}

/** 请填写 + the rule, spaced before a digit as the app writes Chinese beside numbers. */
const askFor = (rule: string) => `请填写${/^[-\d]/.test(rule) ? ' ' : ''}${rule}`;

function fitsNumber(def: FieldDefinition, v: unknown): v is number {
  return (
    typeof v === 'number' &&
    Number.isFinite(v) &&
    (!def.integer || Number.isInteger(v)) &&
    (def.min === null || v >= def.min) &&
    (def.max === null || v <= def.max)
  );
}

function checkRange(def: FieldDefinition, v: unknown): Checked {
  const numbers = askFor(numberRule(def));
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { error: numbers };
  const { min, max, unit } = v as Record<string, unknown>;
  if (!fitsNumber(def, min) || !fitsNumber(def, max)) return { error: numbers };
  if (min > max) return { error: '最低不能高于最高' };
  const value: RangeValue = { min, max };
  if (def.options.length > 0) {
    if (typeof unit !== 'string' || !def.options.includes(unit))
      return { error: `请选择${def.options.join('/')}` };
    value.unit = unit;
  }
  return { value };
}

function checkValue(def: FieldDefinition, v: unknown): Checked {
  switch (def.type) {
    case 'choice':
      return typeof v === 'string' && def.options.includes(v)
        ? { value: v }
        : { error: `请从${def.options.join('/')}中选择` };
    case 'multi': {
      const ok =
        Array.isArray(v) &&
        v.every((o) => typeof o === 'string' && def.options.includes(o)) &&
        new Set(v).size === v.length;
      // Kept in the options' order, so that the same answers read and compare alike.
      return ok
        ? { value: def.options.filter((o) => (v as string[]).includes(o)) }
        : { error: `请从${def.options.join('/')}中选择` };
    }
    case 'number':
      return fitsNumber(def, v) ? { value: v } : { error: askFor(numberRule(def)) };
    case 'range':
      return checkRange(def, v);
    case 'date':
      return typeof v === 'string' && isoDay(v) ? { value: v } : { error: '请选择正确的日期' };
    case 'bool':
      return typeof v === 'boolean' ? { value: v } : { error: '请选择是或否' };
  }
}

/** A refused answer: the field's key, and the message naming it (`卧室：请填写 …`). */
export interface FieldIssue {
  key: string;
  error: string;
}

/** What a required field without an answer is told: a yes/no is answered by picking 是 or 否. */
function askRequired(def: FieldDefinition): string {
  if (def.type === 'bool') return '请选择是或否';
  return `${def.type === 'number' || def.type === 'range' ? '请填写' : '请选择'}${def.label}`;
}

/**
 * Checks answers against definitions: the clean values, or every refused field's message in the
 * definitions' order (the form shows each at its field; the server's 400 words the first).
 * Blank answers (null, '', []) are no answer; keys without a definition are dropped, so that a
 * form opened before a field was removed still saves. A required field without an answer is
 * refused.
 */
export function checkFieldValues(
  defs: readonly FieldDefinition[],
  input: Record<string, unknown>,
): { values: FieldValues } | { errors: FieldIssue[] } {
  const values: FieldValues = {};
  const errors: FieldIssue[] = [];
  for (const def of defs) {
    const raw = input[def.key];
    const checked: Checked = isBlank(raw)
      ? def.required
        ? { error: askRequired(def) }
        : { value: undefined }
      : checkValue(def, raw);
    if ('error' in checked) errors.push({ key: def.key, error: `${def.label}：${checked.error}` });
    else if (checked.value !== undefined) values[def.key] = checked.value;
  }
  return errors.length > 0 ? { errors } : { values };
}

/** What the publish form sends as `fields` before the category is known: any answers by key. */
export const fieldValuesInput = z
  .record(z.string(), z.unknown(), { error: '字段格式不正确' })
  .default({});

/**
 * The zod schema of one category's answers, for a form's resolver or a server's parse: an issue
 * per refused field, at its key, saying `{label}：…`.
 */
export function fieldValuesSchema(defs: readonly FieldDefinition[]) {
  return fieldValuesInput.transform((input, ctx) => {
    const checked = checkFieldValues(defs, input);
    if ('values' in checked) return checked.values;
    for (const { key, error } of checked.errors) {
      ctx.addIssue({ code: 'custom', message: error, path: [key] });
    }
    return z.NEVER;
  });
}

/**
 * The answers a post shows: those of the current definitions that still fit them (a value whose
 * option was removed, or that a type's rule no longer takes, is left out rather than shown wrong).
 */
export function currentValues(defs: readonly FieldDefinition[], stored: unknown): FieldValues {
  if (typeof stored !== 'object' || stored === null) return {};
  const values: FieldValues = {};
  for (const def of defs) {
    const raw = (stored as Record<string, unknown>)[def.key];
    if (isBlank(raw)) continue;
    const checked = checkValue(def, raw);
    if ('value' in checked && checked.value !== undefined) values[def.key] = checked.value;
  }
  return values;
}
