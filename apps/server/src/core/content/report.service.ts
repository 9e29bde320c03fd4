import { Code, REPORT_AUTO_HIDE_DEFAULT, REPORT_AUTO_HIDE_KEY } from '@huaren/contract';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { Refusal } from '../../lib/envelope';
import { claimOrRefuse, type Limit } from '../../limits/rate-limiter';
import { createParamConfigRepository } from '../site/param-config.repository';
import type { ContentDeps } from './deps';
import { createItemRepository } from './item.repository';
import type { ContentKind, ReportKind } from './kinds';
import { ContentReasons } from './reasons';
import { createReportRepository } from './report.repository';
import { isPublic } from './visibility';
import { notifyLater } from '../notifications/events';

/** What a kind decides about reports: its daily limit, its reasons, and how an item is hidden. */
export interface ReportRules {
  perDay: Limit;
  reasons: { ownItem: string; again: string; tooOften: string };
  /**
   * Moves a published item to hidden with `reason`, in the report's transaction (its search
   * entries follow); false when it was published no more.
   */
  hide(trx: Db, itemId: number, reason: string, now: number): Promise<boolean>;
}

/** Reports on the public items of a kind that takes them (decision 0008). */
export function createReportService(
  deps: ContentDeps,
  kind: ContentKind & { reports: ReportKind },
  rules: ReportRules,
) {
  const items = createItemRepository(deps.db, kind);
  const reports = createReportRepository(deps.db, kind.reports);
  const params = createParamConfigRepository(deps.db);

  /** Distinct reporters that hide an item: the param config's value when it is a positive integer. */
  const autoHideThreshold = async (): Promise<number> => {
    const value = Number(await params.get(REPORT_AUTO_HIDE_KEY));
    return Number.isInteger(value) && value > 0 ? value : REPORT_AUTO_HIDE_DEFAULT;
  };

  return {
    /**
     * Files the report in the item's open case; the report that brings the case to the threshold
     * hides the item in the same transaction. The day's limit is claimed there too: reporting
     * one's own item or an item twice spends none of it.
     */
    async report(
      input: { itemId: number; reason: string; text?: string | undefined },
      user: SessionUser,
    ): Promise<Record<string, never>> {
      const item = await items.findHeader(input.itemId);
      if (!item || !isPublic(kind, item, deps.now())) {
        throw new Refusal(Code.notFound, kind.notFound);
      }
      if (item.user_id === user.id) throw new Refusal(Code.invalid, rules.reasons.ownItem);
      const threshold = await autoHideThreshold();
      try {
        await deps.db.transaction().execute(async (trx) => {
          // Claimed with the report: one refused (a second report of the item) spends none.
          await claimOrRefuse(
            deps.limiter,
            trx,
            rules.perDay,
            user.id,
            () => rules.reasons.tooOften,
          );
          const now = deps.now();
          const filed = await reports.insert(
            {
              itemId: input.itemId,
              userId: user.id,
              reason: input.reason,
              text: input.text ? input.text : null,
              createdAt: now,
            },
            trx,
          );
          if (filed.reporter_count < threshold || filed.auto_hidden === 1) return;
          if (await rules.hide(trx, input.itemId, ContentReasons.autoHidden, now)) {
            await reports.markAutoHidden(filed.id, trx);
            await notifyLater(deps.jobs, trx, {
              event: 'moderation',
              itemType: kind.type,
              itemId: input.itemId,
              outcome: 'hidden',
              reason: ContentReasons.autoHidden,
              at: now,
            });
          }
        });
      } catch (err) {
        // The unique index (item, user) is the once-per-user rule, races included.
        if (isUniqueViolation(err)) throw new Refusal(Code.conflict, rules.reasons.again);
        throw err;
      }
      return {};
    },
  };
}
