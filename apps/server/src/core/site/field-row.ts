import type { CategoryField } from '@huaren/contract';
import type { Selectable } from 'kysely';
import type { CategoryFieldTable } from '../../db/schema';

export type CategoryFieldRow = Selectable<CategoryFieldTable>;

/** A stored definition as the contract describes it. */
export function toCategoryField(row: CategoryFieldRow): CategoryField {
  return {
    id: row.id,
    categoryId: row.category_id,
    key: row.key,
    label: row.label,
    type: row.type,
    options: JSON.parse(row.options) as string[],
    unit: row.unit,
    min: row.min === null ? null : Number(row.min),
    max: row.max === null ? null : Number(row.max),
    integer: row.integer === 1,
    required: row.required === 1,
    inList: row.in_list === 1,
    filterable: row.filterable === 1,
    listFormat: row.list_format,
    glue: row.glue === 1,
    sortOrder: row.sort_order,
  };
}
