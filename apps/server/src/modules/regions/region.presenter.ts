import { joinRegionPath, type Region } from '@huaren/contract';
import type { RegionRow } from './region.repository';

/** Rows become the contract's Region, each with the names from its country down joined by '>'. */
export function presentRegions(rows: readonly RegionRow[]): Region[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (row: RegionRow): string[] => {
    const names: string[] = [];
    // The depth bound guards against a parent cycle an administrator's edit could create.
    for (
      let r: RegionRow | undefined = row;
      r && names.length < 8;
      r = byId.get(r.parent_id ?? -1)
    ) {
      names.unshift(r.name);
    }
    return names;
  };
  return rows.map((row) => ({
    id: row.id,
    regionName: row.name,
    nameEn: row.name_en,
    pinyin: row.pinyin,
    regionPathName: joinRegionPath(pathOf(row)),
    parentId: row.parent_id,
    level: row.level,
  }));
}
