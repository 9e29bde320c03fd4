import { REPORT_AUTO_HIDE_DEFAULT, REPORT_AUTO_HIDE_KEY } from '@huaren/contract';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { PostReportTable } from '../../db/schema';
import { createParamConfigRepository } from '../../core/site/param-config.repository';

export function createReportRepository(db: Db) {
  return {
    /**
     * Files the report under the post's open case, opening one when there is none, and counts
     * its reporter; answers the case. Throws a unique violation when the user already reported
     * the post. Run it in a transaction: the count row is the lock that orders racing reporters.
     */
    async insert(
      values: Omit<Insertable<PostReportTable>, 'case_id'>,
      trx: Db,
    ): Promise<{ id: number; reporter_count: number; auto_hidden: number }> {
      const now = values.created_at;
      // The unique partial index on open cases is where two first reports meet.
      await trx
        .insertInto('report_cases')
        .values({
          post_id: values.post_id,
          state: 'open',
          first_reported_at: now,
          last_reported_at: now,
        })
        // A literal: both dialects match the conflict target to the index's predicate as written.
        .onConflict((oc) =>
          oc
            .column('post_id')
            .where(sql<boolean>`state = 'open'`)
            .doNothing(),
        )
        .execute();
      const open = await trx
        .selectFrom('report_cases')
        .select('id')
        .where('post_id', '=', values.post_id)
        .where('state', '=', 'open')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('post_reports')
        .values({ ...values, case_id: open.id })
        .execute();
      return trx
        .updateTable('report_cases')
        .set((eb) => ({
          reporter_count: eb('reporter_count', '+', 1),
          last_reported_at: now,
        }))
        .where('id', '=', open.id)
        .returning(['id', 'reporter_count', 'auto_hidden'])
        .executeTakeFirstOrThrow();
    },

    async markAutoHidden(caseId: number, trx: Db): Promise<void> {
      await trx
        .updateTable('report_cases')
        .set({ auto_hidden: 1 })
        .where('id', '=', caseId)
        .execute();
    },

    /** Distinct reporters that hide a post: the param config's value when it is a positive integer. */
    async autoHideThreshold(): Promise<number> {
      const value = Number(await createParamConfigRepository(db).get(REPORT_AUTO_HIDE_KEY));
      return Number.isInteger(value) && value > 0 ? value : REPORT_AUTO_HIDE_DEFAULT;
    },
  };
}
