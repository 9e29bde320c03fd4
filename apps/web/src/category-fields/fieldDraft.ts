import type { FieldDefinition, FieldValue, FieldValues } from '@huaren/contract';

/**
 * A field's answer as the publish form holds it: numbers as typed (text), so that a half-typed
 * `12.` or a mistake stays on screen until the contract's checker words the error.
 */
export type FieldDraft = string | string[] | boolean | { min: string; max: string; unit?: string };
export type FieldDrafts = Record<string, FieldDraft>;

const isText = (v: unknown): v is string => typeof v === 'string';

/** Where the form's errors keep a field's message: beside the post's own (`title`, `price`). */
export const fieldErrorKey = (key: string) => `fields.${key}`;

/** A kept draft's answers, whatever was stored (an old version, a hand-edited one). */
export function readFieldDrafts(data: unknown): FieldDrafts {
  if (typeof data !== 'object' || data === null) return {};
  const out: FieldDrafts = {};
  for (const [key, v] of Object.entries(data)) {
    if (isText(v) || typeof v === 'boolean') out[key] = v;
    else if (Array.isArray(v)) out[key] = v.filter(isText);
    else if (typeof v === 'object' && v !== null) {
      const { min, max, unit } = v as Record<string, unknown>;
      out[key] = { min: isText(min) ? min : '', max: isText(max) ? max : '' };
      if (isText(unit)) out[key].unit = unit;
    }
  }
  return out;
}

/** Text as a number for the checker; what is no number is passed on for it to refuse. */
function typed(text: string): number | string {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) ? n : text;
}

/**
 * The answers to send: blanks left out (a yes/no never picked, or picked and taken back, is no
 * answer), numbers parsed (one number of a range is both ends).
 */
export function fieldInput(
  defs: readonly FieldDefinition[],
  drafts: FieldDrafts,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const def of defs) {
    const v = drafts[def.key];
    if (def.type === 'number' && isText(v) && v.trim() !== '') {
      out[def.key] = typed(v);
    } else if (def.type === 'range' && typeof v === 'object' && !Array.isArray(v)) {
      const min = v.min.trim() === '' ? v.max : v.min;
      const max = v.max.trim() === '' ? v.min : v.max;
      if (min.trim() !== '') out[def.key] = { min: typed(min), max: typed(max), unit: v.unit };
    } else if (def.type !== 'number' && def.type !== 'range' && v !== undefined && v !== '') {
      out[def.key] = v;
    }
  }
  return out;
}

/** A post's stored answers as the edit form's drafts. */
export function fieldDrafts(values: FieldValues): FieldDrafts {
  const out: FieldDrafts = {};
  for (const [key, v] of Object.entries(values) as [string, FieldValue][]) {
    if (typeof v === 'number') out[key] = String(v);
    else if (typeof v === 'object' && !Array.isArray(v)) {
      out[key] = { min: String(v.min), max: String(v.max) };
      if (v.unit !== undefined) out[key].unit = v.unit;
    } else out[key] = v;
  }
  return out;
}
