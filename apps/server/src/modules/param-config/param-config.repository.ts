import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ParamConfigTable } from '../../db/schema';

export type ParamConfigRow = Selectable<ParamConfigTable>;

export function createParamConfigRepository(db: Db) {
  return {
    listAll(): Promise<ParamConfigRow[]> {
      return db.selectFrom('param_config').selectAll().orderBy('key').execute();
    },
  };
}

export type ParamConfigRepository = ReturnType<typeof createParamConfigRepository>;
