import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { purgeRows } from '../../db/purge';
import type { ContentKind } from './kinds';

/** One reader's view of an item on a UTC day. */
export interface View {
  id: number;
  reader: string;
  day: number;
}

export function createViewRepository(db: Db, kind: ContentKind) {
  return {
    /**
     * Records the readers and adds one view per reader that was new for its item and day, in one
     * transaction: a reader another instance recorded first is refused by the table's key and
     * adds nothing, so any number of instances count each reader once.
     */
    async add(views: readonly View[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const fresh = await trx
          .insertInto('view_readers')
          .values(
            views.map((v) => ({ kind: kind.table, item_id: v.id, reader: v.reader, day: v.day })),
          )
          .onConflict((oc) => oc.doNothing())
          .returning('item_id')
          .execute();
        const added = new Map<number, number>();
        for (const { item_id: id } of fresh) added.set(id, (added.get(id) ?? 0) + 1);
        if (added.size === 0) return;
        // Increments commute: one statement adds every item's new readers.
        const rows = sql.join(
          [...added].map(([id, n]) => sql`(cast(${id} as integer), cast(${n} as integer))`),
        );
        await sql`update ${sql.table(kind.table)} set view_count = view_count + v.n
          from (select column1 as id, column2 as n from (values ${rows}) as r) as v
          where ${sql.ref(`${kind.table}.id`)} = v.id`.execute(trx);
      });
    },
  };
}

/** Forgets readers of days before `day`: those days can no longer be counted twice. */
export const purgeViewReaders = (db: Db, day: number) =>
  purgeRows(db, 'view_readers', 'day', '<', day);
