import type { Db } from '../../../db/database';

export function createSortOrderRepository(db: Db) {
  return {
    /** Numbers the rows 1, 2, 3... in the order of `ids`. */
    async set(
      table: 'categories' | 'regions' | 'category_fields',
      ids: readonly number[],
    ): Promise<void> {
      for (const [index, id] of ids.entries()) {
        await db
          .updateTable(table)
          .set({ sort_order: index + 1 })
          .where('id', '=', id)
          .execute();
      }
    },
  };
}
