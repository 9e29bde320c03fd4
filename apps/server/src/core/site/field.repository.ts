import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { CategoryFieldTable } from '../../db/schema';
import { updateById } from '../../db/update-by-id';
import type { CategoryFieldRow } from './field-row';

/** The category_fields table (decision 0041). */
export function createFieldRepository(db: Db) {
  return {
    /** Every category's fields, each category's in its order. */
    listAll(): Promise<CategoryFieldRow[]> {
      return db
        .selectFrom('category_fields')
        .selectAll()
        .orderBy('category_id')
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    ofCategory(categoryId: number): Promise<CategoryFieldRow[]> {
      return db
        .selectFrom('category_fields')
        .selectAll()
        .where('category_id', '=', categoryId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    findById(id: number): Promise<CategoryFieldRow | undefined> {
      return db.selectFrom('category_fields').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Placed after the category's other fields. */
    async insert(values: Omit<Insertable<CategoryFieldTable>, 'sort_order'>) {
      const last = await db
        .selectFrom('category_fields')
        .select((eb) => eb.fn.max('sort_order').as('n'))
        .where('category_id', '=', values.category_id)
        .executeTakeFirst();
      return db
        .insertInto('category_fields')
        .values({ ...values, sort_order: Number(last?.n ?? 0) + 1 })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    update(id: number, values: Updateable<CategoryFieldTable>): Promise<CategoryFieldRow> {
      return updateById(db, 'category_fields', id, values);
    },

    /** The definition and the filter rows of its answers (the posts' JSON keeps them, unread). */
    async remove(id: number): Promise<void> {
      await db.deleteFrom('post_field_values').where('field_id', '=', id).execute();
      await db.deleteFrom('category_fields').where('id', '=', id).execute();
    },
  };
}
