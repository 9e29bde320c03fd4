import { checkFieldFilters, type FieldFilters, type FieldValues } from '@huaren/contract';
import type { CatalogSnapshot } from '../../../core/site/catalog';
import { answerFits, type FieldCondition } from './answers';

/** What a list or a saved search asks beyond region, category and keyword (decision 0041). */
export interface ExtraFilters {
  categoryId?: number | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  fields?: FieldFilters | undefined;
}

/** The price range and field tests a list applies to each row. */
export interface RowFilters {
  price?: { min?: number; max?: number };
  fieldFilters?: FieldCondition[];
}

export const FilterReasons = {
  priceOrder: '最低价格不能高于最高价格',
  fieldsWithoutCategory: '请先选择分类再按条件筛选',
} as const;

/**
 * The filters checked against the category's fields, with the message naming what is wrong. A
 * saved search is `lenient`: a field removed since it was saved no longer narrows it.
 */
export function rowFilters(
  catalog: CatalogSnapshot,
  f: ExtraFilters,
  lenient = false,
): { filters: RowFilters; canonical: FieldFilters | undefined } | { error: string } {
  if (f.priceMin !== undefined && f.priceMax !== undefined && f.priceMin > f.priceMax) {
    return { error: FilterReasons.priceOrder };
  }
  const filters: RowFilters = {};
  if (f.priceMin !== undefined || f.priceMax !== undefined) {
    filters.price = {
      ...(f.priceMin !== undefined ? { min: f.priceMin } : {}),
      ...(f.priceMax !== undefined ? { max: f.priceMax } : {}),
    };
  }
  if (!f.fields || Object.keys(f.fields).length === 0) return { filters, canonical: undefined };
  if (f.categoryId === undefined) return { error: FilterReasons.fieldsWithoutCategory };
  const defs = catalog.category(f.categoryId)?.fields ?? [];
  const checked = checkFieldFilters(defs, f.fields, lenient);
  if ('error' in checked) return checked;
  const keys = Object.keys(checked.filters);
  if (keys.length > 0) {
    filters.fieldFilters = keys.map((key) => ({
      field: defs.find((d) => d.key === key)!,
      filter: checked.filters[key]!,
    }));
  }
  return { filters, canonical: keys.length > 0 ? checked.filters : undefined };
}

/**
 * Whether a post fits a saved search's price range and field filters, as the list would find it
 * (answerFits is the list's SQL in words); fields removed since the search was saved are ignored.
 */
export function postFits(
  catalog: CatalogSnapshot,
  post: { category_id: number; price: number | null; fields: string },
  f: ExtraFilters,
): boolean {
  const narrowed = rowFilters(catalog, f, true);
  if ('error' in narrowed) return false;
  const { price, fieldFilters = [] } = narrowed.filters;
  if (
    price &&
    (post.price === null || post.price < (price.min ?? 0) || post.price > (price.max ?? Infinity))
  ) {
    return false;
  }
  const stored = JSON.parse(post.fields) as FieldValues;
  return fieldFilters.every(
    (c) => stored[c.field.key] !== undefined && answerFits(c, stored[c.field.key]!),
  );
}
