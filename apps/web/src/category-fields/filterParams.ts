import type { FieldDefinition, FieldFilter, FieldFilters } from '@huaren/contract';
import { isoDay } from '@huaren/contract/category-fields/dates';

/**
 * The list's field and price filters in its address, so that back and a shared link keep them:
 * `f_bedrooms=2~3`, `f_rent_type=整租|合租`, `f_move_in=2026-12-01~`, `f_credit_check=0`,
 * `price=800~2000` (dollars). Read against the category's definitions: a key that is no longer a
 * filterable field, or a value that does not fit its type, is dropped rather than sent to fail.
 */

/** The list filters beyond category, region and keyword: as post_list takes them (cents). */
export interface ListFilters {
  fields: FieldFilters;
  priceMin?: number;
  priceMax?: number;
}

export const FIELD_PARAM_PREFIX = 'f_';
export const PRICE_PARAM = 'price';

/** Options never hold `|` (the console refuses it), so it joins a choice's picks. */
const OPTION_SEPARATOR = '|';
const SPAN = '~';

function number(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

function readOne(def: FieldDefinition, text: string): FieldFilter {
  switch (def.type) {
    case 'choice':
    case 'multi': {
      const picked = text.split(OPTION_SEPARATOR);
      return { in: def.options.filter((o) => picked.includes(o)) };
    }
    case 'bool':
      return text === '1' ? { is: true } : text === '0' ? { is: false } : {};
    case 'date': {
      const [from, to] = text.split(SPAN);
      const f: FieldFilter = {};
      if (from && isoDay(from)) f.from = from;
      if (to && isoDay(to)) f.to = to;
      return f.from && f.to && f.from > f.to ? {} : f;
    }
    case 'number':
    case 'range': {
      const [low, high, unit] = text.split(SPAN);
      const f: FieldFilter = {};
      const min = number(low);
      const max = number(high);
      if (min !== undefined) f.min = min;
      if (max !== undefined) f.max = max;
      if (min !== undefined && max !== undefined && min > max) return {};
      if (def.type === 'range' && unit && def.options.includes(unit)) f.unit = unit;
      return f;
    }
  }
}

function writeOne(def: FieldDefinition, f: FieldFilter): string {
  switch (def.type) {
    case 'choice':
    case 'multi':
      return (f.in ?? []).join(OPTION_SEPARATOR);
    case 'bool':
      return f.is === undefined ? '' : f.is ? '1' : '0';
    case 'date':
      return f.from || f.to ? `${f.from ?? ''}${SPAN}${f.to ?? ''}` : '';
    case 'number':
    case 'range': {
      if (f.min === undefined && f.max === undefined && !f.unit) return '';
      const span = `${f.min ?? ''}${SPAN}${f.max ?? ''}`;
      return f.unit ? `${span}${SPAN}${f.unit}` : span;
    }
  }
}

/** Whether a filter narrows nothing (mirrors the contract's isEmptyFieldFilter without zod). */
export function isBlankFilter(f: FieldFilter): boolean {
  return Object.values(f).every((v) => v === undefined || (Array.isArray(v) && v.length === 0));
}

const cents = (dollars: number | undefined) =>
  dollars === undefined || dollars < 0 ? undefined : Math.round(dollars * 100);

/** The filters an address holds, for the category's fields (none without a category). */
export function readListFilters(
  params: URLSearchParams,
  defs: readonly FieldDefinition[],
): ListFilters {
  const fields: FieldFilters = {};
  for (const def of defs) {
    const text = params.get(FIELD_PARAM_PREFIX + def.key);
    if (!def.filterable || text === null) continue;
    const f = readOne(def, text);
    if (!isBlankFilter(f)) fields[def.key] = f;
  }
  const [low, high] = (params.get(PRICE_PARAM) ?? '').split(SPAN);
  const priceMin = cents(number(low));
  const priceMax = cents(number(high));
  const out: ListFilters = { fields };
  if (priceMin !== undefined && !(priceMax !== undefined && priceMin > priceMax))
    out.priceMin = priceMin;
  if (priceMax !== undefined && !(priceMin !== undefined && priceMin > priceMax))
    out.priceMax = priceMax;
  return out;
}

/** The address parameters of filters (empty ones left out). */
export function listFilterParams(
  filters: ListFilters,
  defs: readonly FieldDefinition[],
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const def of defs) {
    const f = filters.fields[def.key];
    const text = f ? writeOne(def, f) : '';
    if (text !== '') params[FIELD_PARAM_PREFIX + def.key] = text;
  }
  const { priceMin, priceMax } = filters;
  if (priceMin !== undefined || priceMax !== undefined) {
    const dollars = (c: number | undefined) => (c === undefined ? '' : String(c / 100));
    params[PRICE_PARAM] = `${dollars(priceMin)}${SPAN}${dollars(priceMax)}`;
  }
  return params;
}

/** Whether an address names any field or price filter (the list then waits for definitions). */
export function hasFilterParams(params: URLSearchParams): boolean {
  return [...params.keys()].some((k) => k === PRICE_PARAM || k.startsWith(FIELD_PARAM_PREFIX));
}

/** How many filters are on: the badge of the 筛选 button (the price range counts once). */
export function filterCount(filters: ListFilters): number {
  const price = filters.priceMin !== undefined || filters.priceMax !== undefined ? 1 : 0;
  return Object.keys(filters.fields).length + price;
}
