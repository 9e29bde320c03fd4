import type { AdminCategory } from '@huaren/contract';
import { presentCategory } from '../../categories/category.presenter';
import type { CategoryRow } from '../../categories/category.repository';

export function presentAdminCategory(row: CategoryRow): AdminCategory {
  return { ...presentCategory(row), premoderated: row.premoderated === 1 };
}
