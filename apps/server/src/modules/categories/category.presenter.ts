import type { Category } from '@huaren/contract';
import type { CategoryRow } from './category.repository';

export function presentCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    color: row.color,
    recommended: row.recommended === 1,
    hasPrice: row.has_price === 1,
    sortOrder: row.sort_order,
  };
}
