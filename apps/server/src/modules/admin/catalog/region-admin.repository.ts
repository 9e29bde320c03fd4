import type { Updateable } from 'kysely';
import type { Db } from '../../../db/database';
import type { RegionTable } from '../../../db/schema';
import type { RegionRow } from '../../regions/region.repository';
import { updateById } from '../../../db/update-by-id';

export function createRegionAdminRepository(db: Db) {
  const under = (parentId: number | null) =>
    parentId === null
      ? db.selectFrom('regions').where('parent_id', 'is', null)
      : db.selectFrom('regions').where('parent_id', '=', parentId);

  return {
    findById(id: number): Promise<RegionRow | undefined> {
      return db.selectFrom('regions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A parent's children in display order. */
    children(parentId: number | null): Promise<RegionRow[]> {
      return under(parentId).selectAll().orderBy('sort_order').orderBy('id').execute();
    },

    async nameTaken(parentId: number | null, name: string, exceptId?: number): Promise<boolean> {
      let query = under(parentId).select('id').where('name', '=', name);
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** The sort order that places a region after its parent's other children. */
    async nextSortOrder(parentId: number | null): Promise<number> {
      const last = await under(parentId)
        .select((eb) => eb.fn.max('sort_order').as('n'))
        .executeTakeFirst();
      return Number(last?.n ?? 0) + 1;
    },

    insert(values: Omit<RegionRow, 'id'>): Promise<RegionRow> {
      return db.insertInto('regions').values(values).returningAll().executeTakeFirstOrThrow();
    },

    update(id: number, values: Updateable<RegionTable>): Promise<RegionRow> {
      return updateById(db, 'regions', id, values);
    },
  };
}
