import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ParamConfigTable } from '../../db/schema';

export type ParamConfigRow = Selectable<ParamConfigTable>;

export function createParamConfigRepository(db: Db) {
  return {
    listAll(): Promise<ParamConfigRow[]> {
      return db.selectFrom('param_config').selectAll().orderBy('key').execute();
    },

    async get(key: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('param_config')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      return row?.value;
    },

    /** Sets a parameter, new or existing. */
    async save(key: string, value: string, now: number): Promise<void> {
      await db
        .insertInto('param_config')
        .values({ key, value, updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
        .execute();
    },
  };
}

export type ParamConfigRepository = ReturnType<typeof createParamConfigRepository>;
