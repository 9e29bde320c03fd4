import { createFieldRepository } from './field.repository';
import type { Db } from '../../db/database';

/** The catalog's tables as the app reads them: every row, a few columns. */
export function createCatalogRepository(db: Db) {
  return {
    regions() {
      return db
        .selectFrom('regions')
        .select(['id', 'parent_id', 'name', 'level', 'name_en', 'pinyin'])
        .execute();
    },

    categories() {
      return db.selectFrom('categories').select(['id', 'name', 'has_price', 'icon']).execute();
    },

    fields() {
      return createFieldRepository(db).listAll();
    },
  };
}
