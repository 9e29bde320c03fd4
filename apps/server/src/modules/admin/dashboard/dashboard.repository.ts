import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { ZonedDay } from './days';

/** The tables the dashboard counts new rows of, each with an index on `created_at` (migration 020). */
export type CountedTable = 'users' | 'posts' | 'articles' | 'post_reports';

export function createDashboardRepository(db: Db) {
  return {
    /**
     * Rows created in each day, from one range read of the `created_at` index: each sum counts
     * the rows from a day's start on, and a day's count is its sum minus the next day's.
     */
    async countPerDay(table: CountedTable, days: readonly ZonedDay[]): Promise<number[]> {
      const end = days[days.length - 1]!.end;
      const sums = days.map((day, i) =>
        sql<number>`sum(case when created_at >= ${day.start} then 1 else 0 end)`.as(`d${i}`),
      );
      const row = await db
        .selectFrom(table)
        .select(sums)
        .where('created_at', '>=', days[0]!.start)
        .where('created_at', '<', end)
        .executeTakeFirst();
      const from = days.map((_, i) =>
        Number((row as Record<string, unknown> | undefined)?.[`d${i}`] ?? 0),
      );
      return from.map((n, i) => n - (from[i + 1] ?? 0));
    },

    /** Posts or articles waiting for an administrator's approval, from the (status, id) index. */
    async pending(table: 'posts' | 'articles'): Promise<number> {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Report cases waiting for a decision, from the open queue's partial index. */
    async openReportCases(): Promise<number> {
      const row = await db
        .selectFrom('report_cases')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('state', '=', 'open')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
