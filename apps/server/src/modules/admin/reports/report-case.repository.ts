import type { ReportAction } from '@huaren/contract';
import type { Db } from '../../../db/database';
import { keysetPage, type KeyColumn } from '../../../db/keyset';
import { excerpt } from '../../posts/post-cards.repository';

/** Open cases page by [auto_hidden, reporter_count, first_reported_at, id]; closed by [resolved_at, id]. */
export type OpenKey = [number, number, number, number];
export type ClosedKey = [number, number];

const OPEN_ORDER: KeyColumn[] = [
  ['report_cases.auto_hidden', 'desc'],
  ['report_cases.reporter_count', 'desc'],
  ['report_cases.first_reported_at', 'asc'],
  ['report_cases.id', 'asc'],
];
const CLOSED_ORDER: KeyColumn[] = [
  ['report_cases.resolved_at', 'desc'],
  ['report_cases.id', 'desc'],
];

export function createReportCaseRepository(db: Db) {
  const cases = (trx: Db = db) =>
    trx
      .selectFrom('report_cases')
      .innerJoin('posts', 'posts.id', 'report_cases.post_id')
      .innerJoin('users as author', 'author.id', 'posts.user_id')
      .leftJoin('users as admin', 'admin.id', 'report_cases.resolved_by')
      .selectAll('report_cases')
      .select([
        'posts.title',
        excerpt,
        'posts.status',
        'posts.status_reason',
        'posts.expires_at',
        'posts.created_at as post_created_at',
        'posts.user_id as author_id',
        'author.nick_name as author_nick_name',
        'admin.nick_name as admin_nick_name',
      ]);

  return {
    find(id: number, trx: Db = db) {
      return cases(trx).where('report_cases.id', '=', id).executeTakeFirst();
    },

    /**
     * The open queue down report_cases_open_queue_idx: auto-hidden first, then most reporters,
     * ties oldest first.
     */
    listOpen(limit: number, after?: OpenKey) {
      const open = cases().where('report_cases.state', '=', 'open');
      return keysetPage(open, OPEN_ORDER, limit, after).execute();
    },

    /** Closed cases, newest resolution first, down report_cases_closed_idx. */
    listClosed(limit: number, after?: ClosedKey) {
      const closed = cases().where('report_cases.state', '=', 'closed');
      return keysetPage(closed, CLOSED_ORDER, limit, after).execute();
    },

    /** Reports per reason in each case. */
    reasonCounts(caseIds: readonly number[]) {
      if (caseIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('post_reports')
        .select((eb) => ['case_id', 'reason', eb.fn.countAll<number>().as('n')])
        .where('case_id', 'in', caseIds)
        .groupBy(['case_id', 'reason'])
        .execute();
    },

    /** The newest `limit` texts of a case with their reporters: one index range per case. */
    latestTexts(caseId: number, limit: number) {
      return db
        .selectFrom('post_reports')
        .innerJoin('users', 'users.id', 'post_reports.user_id')
        .select([
          'post_reports.text',
          'post_reports.created_at',
          'post_reports.user_id',
          'users.nick_name',
        ])
        .where('post_reports.case_id', '=', caseId)
        .where('post_reports.text', 'is not', null)
        .orderBy('post_reports.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Closes the case if it is still open; false when someone closed it first. */
    async close(
      id: number,
      resolution: { action: ReportAction; reason: string; adminId: number; now: number },
      trx: Db,
    ): Promise<boolean> {
      const row = await trx
        .updateTable('report_cases')
        .set({
          state: 'closed',
          resolution_action: resolution.action,
          resolution_reason: resolution.reason,
          resolved_by: resolution.adminId,
          resolved_at: resolution.now,
        })
        .where('id', '=', id)
        .where('state', '=', 'open')
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ReportCaseRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createReportCaseRepository>['find']>>
>;
