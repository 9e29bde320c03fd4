import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { RegionTable } from '../../db/schema';

export type RegionRow = Selectable<RegionTable>;

export function createRegionRepository(db: Db) {
  return {
    /** Countries, then states, then metros, each level in display order. */
    listAll(): Promise<RegionRow[]> {
      return db
        .selectFrom('regions')
        .selectAll()
        .orderBy('level')
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },
  };
}

export type RegionRepository = ReturnType<typeof createRegionRepository>;
