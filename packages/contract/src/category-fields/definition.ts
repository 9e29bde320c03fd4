import { z } from '../z';

/**
 * Fields per category (issue 20 item 1, decision 0041): the questions a category's posts answer
 * (bedrooms, move-in date, wage, mileage ...), defined as data and edited in the console.
 */

/**
 * - `choice`: one of `options`; `multi`: any of them (语言: 普通话 + 英语).
 * - `number`: a number between `min` and `max` (whole when `integer`), shown with `unit`.
 * - `range`: `{ min, max, unit }`, e.g. a wage of $20–25 时薪: `options` are the units to pick
 *   from (empty: none), `unit` the sign of the numbers (`$` goes before them).
 * - `date`: a calendar day, `YYYY-MM-DD`.
 * - `bool`: yes or no.
 */
export const FieldType = z.enum(['choice', 'multi', 'number', 'range', 'date', 'bool'], {
  error: '字段类型不正确',
});
export type FieldType = z.infer<typeof FieldType>;

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  choice: '单选',
  multi: '多选',
  number: '数字',
  range: '范围',
  date: '日期',
  bool: '是/否',
};

export const FIELD_LABEL_MAX = 12;
export const FIELD_OPTION_MAX = 20;
export const FIELD_OPTIONS_MAX = 20;
export const FIELD_UNIT_MAX = 6;
export const FIELD_LIST_FORMAT_MAX = 20;
/** A category holds at most this many fields: the publish form stays one screen of questions. */
export const CATEGORY_FIELDS_MAX = 20;
/** The stored key of a field: posts keep their values under it. */
export const FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,29}$/;
/** Numbers beyond this are typos (and would lose digits as doubles). */
export const FIELD_NUMBER_LIMIT = 1_000_000_000;

/** One field of a category, as the publish form, detail table, card line and filters read it. */
export const CategoryField = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  /** Stable: posts keep their values under it; fixed once created, as is the type. */
  key: z.string(),
  /** The Chinese label: 卧室, 入住日期. */
  label: z.string(),
  type: FieldType,
  /** `choice`/`multi`: the choices, in order; `range`: the units to pick from (时薪/月薪/年薪). */
  options: z.array(z.string()),
  /** `number`/`range`: the unit after the number (英里); `$` is written before it ($20). */
  unit: z.string(),
  /** `number`/`range`: the bounds of a value; null: none. */
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** `number`/`range`: whole numbers only. */
  integer: z.boolean(),
  /** A new post or an edit must answer it; posts saved before keep showing without it. */
  required: z.boolean(),
  /** Shown on the list card's line (cardLine). */
  inList: z.boolean(),
  /** Offered in the list's filter sheet and accepted in `fields` filters. */
  filterable: z.boolean(),
  /**
   * How the card line writes the value, `{}` standing for it: `{}卧`, `{}起`. Empty: the value as
   * the detail table writes it. A `bool` takes `yes text|no text` (`包水电|不包水电`); empty:
   * the label when yes, nothing when no.
   */
  listFormat: z.string(),
  /** On the card line this part follows the one before without ` · `: 2卧 + 1卫 → 2卧1卫. */
  glue: z.boolean(),
  sortOrder: z.number().int(),
});
export type CategoryField = z.infer<typeof CategoryField>;

/** What formatting and validation need of a field (the server's rows and CategoryField alike). */
export type FieldDefinition = Pick<
  CategoryField,
  | 'key'
  | 'label'
  | 'type'
  | 'options'
  | 'unit'
  | 'min'
  | 'max'
  | 'integer'
  | 'required'
  | 'inList'
  | 'filterable'
  | 'listFormat'
  | 'glue'
>;

/**
 * A field with the settings a new one starts with where `over` says nothing: optional,
 * filterable, not on the card, whole numbers, no options, bounds or unit (the console's blank
 * form; tests' fields).
 */
export function fieldDefinition(
  over: Pick<FieldDefinition, 'key' | 'label' | 'type'> & Partial<FieldDefinition>,
): FieldDefinition {
  return {
    options: [],
    unit: '',
    min: null,
    max: null,
    integer: true,
    required: false,
    inList: false,
    filterable: true,
    listFormat: '',
    glue: false,
    ...over,
  };
}

/** A range's value: from `min` to `max` (equal for one number), in one of the field's units. */
export interface RangeValue {
  min: number;
  max: number;
  /** One of the field's `options`; absent when it has none. */
  unit?: string;
}

/** A stored value, by type: choice string, multi string[], number, range, date string, bool. */
export type FieldValue = string | string[] | number | RangeValue | boolean;

/** A post's answers by field key; keys with no field (removed, or never defined) are ignored. */
export type FieldValues = Record<string, FieldValue>;

/** A stored value as the API answers it (see FieldValue). */
export const FieldValueOutput = z.union([
  z.string(),
  z.array(z.string()),
  z.number(),
  z.object({ min: z.number(), max: z.number(), unit: z.string().optional() }),
  z.boolean(),
]);

/** A row of the detail's compact table (fieldRows). */
export const FieldRowOutput = z.object({ key: z.string(), label: z.string(), text: z.string() });
