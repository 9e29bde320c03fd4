import { usDigits } from '../digits';
import { chineseDay } from './dates';
import type { FieldDefinition, FieldValue, FieldValues, RangeValue } from './definition';

/**
 * How field answers read: the detail's table and the list card's line, written here so that the
 * server's cards and the app's forms say the same (decision 0041).
 */

function numberText(n: number, unit: string): string {
  const digits = usDigits(n);
  if (unit === '') return digits;
  return unit === '$' ? `$${digits}` : `${digits} ${unit}`;
}

function rangeText(def: FieldDefinition, r: RangeValue): string {
  const sign = def.unit === '$' ? '$' : '';
  const span = r.min === r.max ? usDigits(r.min) : `${usDigits(r.min)}–${usDigits(r.max)}`;
  const after = def.unit === '$' || def.unit === '' ? '' : ` ${def.unit}`;
  return `${r.unit ? `${r.unit} ` : ''}${sign}${span}${after}`;
}

/** The table's text: `2 间`, `2026年12月1日`, `时薪 $20–25`, `普通话、英语`, `是`. */
export function formatFieldValue(def: FieldDefinition, value: FieldValue): string {
  switch (def.type) {
    case 'choice':
      return String(value);
    case 'multi':
      return (value as string[]).join('、');
    case 'number':
      return numberText(value as number, def.unit);
    case 'range':
      return rangeText(def, value as RangeValue);
    case 'date':
      return chineseDay(value as string, true);
    case 'bool':
      return value ? '是' : '否';
  }
}

/** One field on the card, or '' for nothing (a bool without words for its answer). */
function listPart(def: FieldDefinition, value: FieldValue): string {
  if (def.type === 'bool') {
    const [yes = '', no = ''] = def.listFormat.split('|');
    if (value) return yes || def.label;
    return no;
  }
  const text =
    def.type === 'date'
      ? chineseDay(value as string, false)
      : def.type === 'number' && def.listFormat !== ''
        ? numberText(value as number, '')
        : formatFieldValue(def, value);
  return def.listFormat === '' ? text : def.listFormat.replace('{}', text);
}

/** A field in the detail's compact table, in the category's order. */
export interface FieldRow {
  key: string;
  label: string;
  /** The answer as the table writes it. */
  text: string;
}

/** The detail's table rows: the fields answered, in the definitions' order. */
export function fieldRows(defs: readonly FieldDefinition[], values: FieldValues): FieldRow[] {
  return defs
    .filter((def) => values[def.key] !== undefined)
    .map((def) => ({
      key: def.key,
      label: def.label,
      text: formatFieldValue(def, values[def.key]!),
    }));
}

/**
 * The card's line: the answered fields marked `inList`, in order, joined with ` · ` (a `glue`
 * field follows the one before directly): `整租 · 2卧1卫 · 12月1日起`. '' when none is answered.
 */
export function cardLine(defs: readonly FieldDefinition[], values: FieldValues): string {
  let line = '';
  for (const def of defs) {
    const value = values[def.key];
    if (!def.inList || value === undefined) continue;
    const part = listPart(def, value);
    if (part === '') continue;
    line += line === '' || def.glue ? part : ` · ${part}`;
  }
  return line;
}
