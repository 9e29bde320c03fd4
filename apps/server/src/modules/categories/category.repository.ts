import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { CategoryTable } from '../../db/schema';

export type CategoryRow = Selectable<CategoryTable>;

export function createCategoryRepository(db: Db) {
  return {
    /** Categories the given client type lists, in display order; optionally only recommended ones. */
    listForClient(
      clientType: number,
      filter: { recommendedOnly?: boolean } = {},
    ): Promise<CategoryRow[]> {
      const bit = 1 << (clientType - 1);
      let query = db
        .selectFrom('categories')
        .selectAll()
        .where(sql<number>`client_types & ${bit}`, '<>', 0);
      if (filter.recommendedOnly) query = query.where('recommended', '=', 1);
      return query.orderBy('sort_order').orderBy('id').execute();
    },
  };
}

export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
