import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { regionColumnOf, type Place } from '../site/catalog';
import { CONTENT_KINDS, type ContentKind } from './kinds';

/** Rows per transaction: short enough that readers and writers of content never wait long. */
export const RESTAMP_BATCH = 500;

/** Runs in each batch's transaction, after its rows moved: what else carries their region. */
export type RestampHook = (
  trx: Db,
  kind: ContentKind,
  status: string,
  ids: readonly number[],
) => Promise<void>;

/**
 * After a region moved, files the items of every kind in it (its own and its sub-regions') under
 * its new ancestors: `country_id` and `state_id` follow, the region's own column stays. Walks the
 * (status, state_id | metro_id, id) list indexes per status in id batches, each batch one
 * transaction, and takes only rows still filed elsewhere, so running it again finishes an
 * interrupted run. Answers how many rows moved.
 */
export async function restampRegion(db: Db, place: Place, hook: RestampHook): Promise<number> {
  const column = regionColumnOf(place);
  if (column === 'country_id' || place.stateId === null) return 0;
  const stamp = { country_id: place.countryId, state_id: place.stateId };
  let moved = 0;
  for (const kind of CONTENT_KINDS) {
    const table = sql.table(kind.table);
    for (const status of kind.statuses) {
      let after = 0;
      for (;;) {
        const { rows } = await sql<{ id: number }>`select id from ${table}
          where status = ${status} and ${sql.ref(column)} = ${place.id} and id > ${after}
            and (country_id <> ${stamp.country_id} or state_id <> ${stamp.state_id})
          order by id limit ${RESTAMP_BATCH}`.execute(db);
        const ids = rows.map((r) => r.id);
        if (ids.length === 0) break;
        await db.transaction().execute(async (trx) => {
          await sql`update ${table}
            set country_id = ${stamp.country_id}, state_id = ${stamp.state_id}
            where id in (${sql.join(ids)})`.execute(trx);
          await hook(trx, kind, status, ids);
        });
        moved += ids.length;
        after = ids[ids.length - 1]!;
      }
    }
  }
  return moved;
}
