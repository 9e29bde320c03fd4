import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/database';
import type { CategoryTable } from '../../../db/schema';
import type { CategoryRow } from '../../categories/category.repository';
import { updateById } from '../../../db/update-by-id';

export function createCategoryAdminRepository(db: Db) {
  return {
    /** Every category, whatever client lists it, in display order. */
    listAll(): Promise<CategoryRow[]> {
      return db.selectFrom('categories').selectAll().orderBy('sort_order').orderBy('id').execute();
    },

    findById(id: number): Promise<CategoryRow | undefined> {
      return db.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async nameTaken(name: string, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom('categories').select('id').where('name', '=', name);
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** Placed after every other category. */
    async insert(values: Omit<Insertable<CategoryTable>, 'sort_order'>): Promise<CategoryRow> {
      const last = await db
        .selectFrom('categories')
        .select((eb) => eb.fn.max('sort_order').as('n'))
        .executeTakeFirst();
      return db
        .insertInto('categories')
        .values({ ...values, sort_order: Number(last?.n ?? 0) + 1 })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    update(id: number, values: Updateable<CategoryTable>): Promise<CategoryRow> {
      return updateById(db, 'categories', id, values);
    },
  };
}
