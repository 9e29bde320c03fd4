import {
  Code,
  REPORT_CASE_TEXTS,
  type Page,
  type ReportAction,
  type ReportCase,
  type ReportCaseState,
  type ReportReason,
} from '@huaren/contract';
import type { SessionUser } from '../../../auth/session';
import type { Db } from '../../../db/database';
import type { PostStatusValue } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { decodeCursor } from '../../../lib/cursor';
import { Refusal } from '../../../lib/envelope';
import { pageFrom, type Paging } from '../../../lib/paging';
import { createPostRepository } from '../../posts/post.repository';
import { LIVE_STATUSES, type StatusChange } from '../../posts/post-row';
import { writeAudit } from '../audit/audit.repository';
import { ModerationReasons } from '../content/reasons';
import { createUserAdminService } from '../users/user-admin.service';
import { presentReportCase } from './report-case.presenter';
import {
  createReportCaseRepository,
  type ClosedKey,
  type OpenKey,
  type ReportCaseRow,
} from './report-case.repository';
import { notifyLater } from '../../../core/notifications/events';
import type { JobQueue } from '../../../jobs/job-queue';
import { isoTime } from '../../../lib/iso-time';

/** What each action does to the post: the new status and the statuses it applies to. */
function postChange(
  action: ReportAction,
  row: ReportCaseRow,
  reason: string,
  now: number,
): { change: StatusChange; from: readonly PostStatusValue[] } | undefined {
  switch (action) {
    case 'dismiss':
      // Only the threshold's hiding is undone; an admin's earlier hide stays.
      return row.auto_hidden === 1
        ? { change: { status: 'published', reason: null, now }, from: ['hidden'] }
        : undefined;
    case 'hide':
    case 'ban':
      return { change: { status: 'hidden', reason, now }, from: LIVE_STATUSES };
    case 'delete':
      return { change: { status: 'deleted', reason, now }, from: LIVE_STATUSES };
  }
}

/** The report queue and its actions (decision 0008); every action writes its audit record. */
export function createReportService(db: Db, now: Clock, jobs: JobQueue) {
  const repo = createReportCaseRepository(db);
  const posts = createPostRepository(db);
  const users = createUserAdminService(db, now);

  const present = async (rows: readonly ReportCaseRow[]): Promise<ReportCase[]> => {
    const [counts, texts] = await Promise.all([
      repo.reasonCounts(rows.map((r) => r.id)),
      Promise.all(rows.map((r) => repo.latestTexts(r.id, REPORT_CASE_TEXTS))),
    ]);
    const t = now();
    return rows.map((row, i) =>
      presentReportCase(
        row,
        {
          reasons: counts
            .filter((c) => c.case_id === row.id)
            .map((c) => ({ reason: c.reason as ReportReason, count: Number(c.n) })),
          texts: texts[i]!.map((x) => ({
            text: x.text ?? '',
            reporter: { id: x.user_id, nickName: x.nick_name },
            createdAt: isoTime(x.created_at),
          })),
        },
        t,
      ),
    );
  };

  const find = async (id: number) => {
    const row = await repo.find(id);
    if (!row) throw new Refusal(Code.notFound, ModerationReasons.caseNotFound);
    return row;
  };

  return {
    async list(input: Paging & { state: ReportCaseState }): Promise<Page<ReportCase>> {
      const limit = input.pageSize + 1;
      const reason = ModerationReasons.badCursor;
      const page =
        input.state === 'open'
          ? pageFrom(
              await repo.listOpen(
                limit,
                input.cursor === undefined
                  ? undefined
                  : (decodeCursor(input.cursor, ['int', 'int', 'time', 'int'], reason) as OpenKey),
              ),
              input.pageSize,
              (r) => r,
              (r) => [r.auto_hidden, r.reporter_count, r.first_reported_at, r.id],
            )
          : pageFrom(
              await repo.listClosed(
                limit,
                input.cursor === undefined
                  ? undefined
                  : (decodeCursor(input.cursor, ['time', 'int'], reason) as ClosedKey),
              ),
              input.pageSize,
              (r) => r,
              (r) => [r.resolved_at ?? 0, r.id],
            );
      return { list: await present(page.list), nextCursor: page.nextCursor };
    },

    /**
     * Closes an open case in one transaction: the case, the post's status, and for `ban` the
     * users' ban (its own audit record, its refusals for oneself and administrators), so that two
     * admins resolving the same case at once cannot leave a ban behind a refused resolve.
     */
    async resolve(
      admin: SessionUser,
      input: { caseId: number; action: ReportAction; reason: string },
    ): Promise<ReportCase> {
      const row = await find(input.caseId);
      const closed = () => new Refusal(Code.conflict, ModerationReasons.caseClosed);
      if (row.state !== 'open') throw closed();
      await db.transaction().execute(async (trx) => {
        const t = now();
        const resolution = {
          action: input.action,
          reason: input.reason,
          adminId: admin.id,
          now: t,
        };
        if (!(await repo.close(row.id, resolution, trx))) throw closed();
        if (input.action === 'ban') await users.banWithin(trx, admin, row.author_id, input.reason);
        const planned = postChange(input.action, row, input.reason, t);
        const changed =
          planned !== undefined &&
          (await posts.changeStatus(row.post_id, planned.change, planned.from, trx));
        const before = { status: row.status, statusReason: row.status_reason };
        await writeAudit(trx, {
          actorId: admin.id,
          action: `report.${input.action}`,
          targetType: 'post',
          targetId: row.post_id,
          reason: input.reason,
          before,
          after: changed
            ? { status: planned.change.status, statusReason: planned.change.reason }
            : before,
          now: t,
        });
        // The author hears of a hide (with the reason) and of a dismissal that restores the post.
        if (changed && planned.change.status !== 'deleted') {
          await notifyLater(jobs, trx, {
            event: 'moderation',
            itemType: 'post',
            itemId: row.post_id,
            outcome: planned.change.status === 'hidden' ? 'hidden' : 'restored',
            reason: planned.change.reason,
            at: t,
          });
        }
      });
      jobs.kick();
      return (await present([await find(row.id)]))[0]!;
    },
  };
}
