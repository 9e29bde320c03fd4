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
  };
}

export type ParamConfigRepository = ReturnType<typeof createParamConfigRepository>;
