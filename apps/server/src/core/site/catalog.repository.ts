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

    /** The parameter search reads with the catalog (searchSynonyms), '' when unset. */
    async param(key: string): Promise<string> {
      const row = await db
        .selectFrom('param_config')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      return row?.value ?? '';
    },

    categories() {
      return db.selectFrom('categories').select(['id', 'name', 'has_price']).execute();
    },
  };
}
