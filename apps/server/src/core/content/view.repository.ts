import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ContentKind } from './kinds';

export function createViewRepository(db: Db, kind: ContentKind) {
  return {
    /** Adds `[id, views]` to each item's view_count in one statement (increments commute). */
    async add(counts: readonly (readonly [number, number])[]): Promise<void> {
      const rows = sql.join(
        counts.map(([id, n]) => sql`(cast(${id} as integer), cast(${n} as integer))`),
      );
      await sql`update ${sql.table(kind.table)} set view_count = view_count + v.n
        from (select column1 as id, column2 as n from (values ${rows}) as r) as v
        where ${sql.ref(`${kind.table}.id`)} = v.id`.execute(db);
    },
  };
}
