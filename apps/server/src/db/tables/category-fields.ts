import type { Generated } from 'kysely';
import type { FieldType } from '@huaren/contract';

// Fields per category (conventions: schema.ts; decision 0041).

export interface CategoryFieldTable {
  id: Generated<number>;
  category_id: number;
  key: string;
  label: string;
  type: FieldType;
  /** JSON array of strings: the choices, or a range's units. */
  options: string;
  unit: string;
  min: number | null;
  max: number | null;
  integer: number;
  required: number;
  in_list: number;
  filterable: number;
  list_format: string;
  glue: number;
  sort_order: number;
}

/**
 * One answer of a post, as the filters probe it (post_field_values_post_idx covers the probe):
 * `num` a number, a range's low end, a date's day number or a yes/no as 1/0; `num2` a range's
 * high end; `text` a choice (one row per option of a multi) or a range's unit.
 */
export interface PostFieldValueTable {
  post_id: number;
  field_id: number;
  num: number | null;
  num2: number | null;
  text: string | null;
}
