import type { AdminRegion } from '@huaren/contract';
import type { RegionRow } from '../../regions/region.repository';

export function presentAdminRegion(row: RegionRow): AdminRegion {
  return {
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    nameEn: row.name_en,
    pinyin: row.pinyin,
    level: row.level,
    sortOrder: row.sort_order,
  };
}
