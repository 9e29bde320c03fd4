import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ReportKind } from './kinds';

export interface NewReport {
  itemId: number;
  userId: number;
  reason: string;
  text: string | null;
  createdAt: number;
}

export function createReportRepository(db: Db, reports: ReportKind) {
  const item = reports.itemColumn;
  return {
    /**
     * Files the report under the item's open case, opening one when there is none, and counts
     * its reporter; answers the case. Throws a unique violation when the user already reported
     * the item. Run it in a transaction: the count row is the lock that orders racing reporters.
     */
    async insert(
      report: NewReport,
      trx: Db,
    ): Promise<{ id: number; reporter_count: number; auto_hidden: number }> {
      const now = report.createdAt;
      // The unique partial index on open cases is where two first reports meet.
      await trx
        .insertInto(reports.cases)
        .values({
          [item]: report.itemId,
          state: 'open',
          first_reported_at: now,
          last_reported_at: now,
        })
        // A literal: both dialects match the conflict target to the index's predicate as written.
        .onConflict((oc) =>
          oc
            .column(item)
            .where(sql<boolean>`state = 'open'`)
            .doNothing(),
        )
        .execute();
      const open = await trx
        .selectFrom(reports.cases)
        .select('id')
        .where(item, '=', report.itemId)
        .where('state', '=', 'open')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto(reports.table)
        .values({
          [item]: report.itemId,
          user_id: report.userId,
          reason: report.reason,
          text: report.text,
          case_id: open.id,
          created_at: now,
        })
        .execute();
      return trx
        .updateTable(reports.cases)
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
        .updateTable(reports.cases)
        .set({ auto_hidden: 1 })
        .where('id', '=', caseId)
        .execute();
    },
  };
}
