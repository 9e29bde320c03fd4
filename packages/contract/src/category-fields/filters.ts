import { z } from '../z';
import { PRICE_MAX_CENTS } from '../constants';
import { isoDay } from './dates';
import {
  FIELD_KEY_PATTERN,
  FIELD_NUMBER_LIMIT,
  FIELD_OPTIONS_MAX,
  type FieldDefinition,
} from './definition';

/**
 * List filters on field answers and on price (decision 0041). One shape for every type, the
 * members that type reads:
 * - `choice`/`multi`: `in`, the options any of which a post has;
 * - `number`: `min`/`max`, inclusive; `range`: `min`/`max` overlapping the post's span, `unit`
 *   the post's unit (时薪);
 * - `date`: `from`/`to`, inclusive days `YYYY-MM-DD`;
 * - `bool`: `is`.
 */
const bound = z
  .number({ error: '筛选的数值不正确' })
  .min(-FIELD_NUMBER_LIMIT, { error: '筛选的数值不正确' })
  .max(FIELD_NUMBER_LIMIT, { error: '筛选的数值不正确' });
const day = z.string({ error: '筛选的日期不正确' }).refine(isoDay, { error: '筛选的日期不正确' });

export const FieldFilter = z.object(
  {
    in: z
      .array(z.string({ error: '筛选的选项不正确' }), { error: '筛选的选项不正确' })
      .max(FIELD_OPTIONS_MAX, { error: '筛选的选项不正确' })
      .optional(),
    min: bound.optional(),
    max: bound.optional(),
    unit: z.string({ error: '筛选的单位不正确' }).optional(),
    from: day.optional(),
    to: day.optional(),
    is: z.boolean({ error: '筛选条件不正确' }).optional(),
  },
  { error: '筛选条件不正确' },
);
export type FieldFilter = z.infer<typeof FieldFilter>;

/** How many fields one list may filter on. */
export const FIELD_FILTERS_MAX = 8;

/** Filters by field key; checked against the category's definitions by checkFieldFilters. */
export const FieldFilters = z
  .record(z.string().regex(FIELD_KEY_PATTERN, { error: '筛选的字段不正确' }), FieldFilter, {
    error: '筛选条件不正确',
  })
  .refine((f) => Object.keys(f).length <= FIELD_FILTERS_MAX, {
    error: `最多按 ${FIELD_FILTERS_MAX} 个字段筛选`,
  });
export type FieldFilters = z.infer<typeof FieldFilters>;

const priceBound = (what: string) =>
  z
    .number({ error: `${what}必须是数字` })
    .int({ error: `${what}最多精确到美分` })
    .min(0, { error: `${what}不能为负数` })
    .max(PRICE_MAX_CENTS, { error: `${what}超出范围` });

/**
 * The price range of a list, in cents like the posts' prices; inclusive. Posts without a price
 * (面议) drop out when either end is given.
 */
export const priceFilterShape = {
  priceMin: priceBound('最低价格').optional(),
  priceMax: priceBound('最高价格').optional(),
};

/** A filter that narrows nothing is no filter: `{}` or `{ in: [] }`. */
export function isEmptyFieldFilter(f: FieldFilter): boolean {
  return (
    (f.in === undefined || f.in.length === 0) &&
    f.min === undefined &&
    f.max === undefined &&
    f.unit === undefined &&
    f.from === undefined &&
    f.to === undefined &&
    f.is === undefined
  );
}

function checkOne(def: FieldDefinition, f: FieldFilter): FieldFilter | string {
  switch (def.type) {
    case 'choice':
    case 'multi': {
      const picked = f.in ?? [];
      if (picked.some((o) => !def.options.includes(o))) return '请从选项中选择';
      return { in: def.options.filter((o) => picked.includes(o)) };
    }
    case 'number':
    case 'range': {
      if (f.min !== undefined && f.max !== undefined && f.min > f.max) return '最低不能高于最高';
      const out: FieldFilter = {};
      if (f.min !== undefined) out.min = f.min;
      if (f.max !== undefined) out.max = f.max;
      if (def.type === 'range' && f.unit !== undefined) {
        if (!def.options.includes(f.unit)) return `请选择${def.options.join('/')}`;
        out.unit = f.unit;
      }
      return out;
    }
    case 'date': {
      if (f.from !== undefined && f.to !== undefined && f.from > f.to)
        return '开始日期不能晚于结束日期';
      const out: FieldFilter = {};
      if (f.from !== undefined) out.from = f.from;
      if (f.to !== undefined) out.to = f.to;
      return out;
    }
    case 'bool':
      return f.is === undefined ? {} : { is: f.is };
  }
}

/**
 * Filters checked against a category's fields: the members each type reads, in a stable order
 * (a saved search compares them), empty ones dropped; or the message naming the field. A key
 * that is not a filterable field of the category is refused (`筛选条件已失效`) on a list; a
 * saved search passes `lenient` and keeps the rest when a field was removed since.
 */
export function checkFieldFilters(
  defs: readonly FieldDefinition[],
  filters: FieldFilters,
  lenient = false,
): { filters: FieldFilters } | { error: string } {
  const out: FieldFilters = {};
  for (const key of Object.keys(filters).sort()) {
    const def = defs.find((d) => d.key === key && d.filterable);
    if (!def) {
      if (lenient) continue;
      return { error: '筛选条件已失效，请重新选择' };
    }
    const checked = checkOne(def, filters[key]!);
    if (typeof checked === 'string') return { error: `${def.label}：${checked}` };
    if (!isEmptyFieldFilter(checked)) out[key] = checked;
  }
  return { filters: out };
}

/** A filter in words for chips and a saved search's name: `卧室 2–3`, `签证：接受OPT`. */
export function fieldFilterText(def: FieldDefinition, f: FieldFilter): string {
  switch (def.type) {
    case 'choice':
    case 'multi':
      return (f.in ?? []).join('/');
    case 'bool':
      return `${def.label}：${f.is ? '是' : '否'}`;
    case 'date': {
      const days = (v: string) => v.slice(5).replace('-', '/');
      if (f.from && f.to) return `${def.label} ${days(f.from)}–${days(f.to)}`;
      return f.from ? `${def.label} ${days(f.from)}起` : `${def.label} ${days(f.to!)}前`;
    }
    case 'number':
    case 'range': {
      const unit = f.unit ? `${f.unit} ` : '';
      if (f.min !== undefined && f.max !== undefined)
        return `${def.label} ${unit}${f.min}–${f.max}`;
      return f.min !== undefined
        ? `${def.label} ${unit}${f.min}以上`
        : `${def.label} ${unit}${f.max}以下`;
    }
  }
}
