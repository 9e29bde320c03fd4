import { Code, type AuditAction, type AuditTargetType } from '@huaren/contract';
import type { SessionUser } from '../../../auth/session';
import type { Db } from '../../../db/database';
import { Refusal } from '../../../lib/envelope';
import { writeAudit } from '../audit/audit.repository';
import { createSortOrderRepository } from './sort-order.repository';

/** An order must name each of `current` exactly once: a partial list would leave ties behind. */
function checkOrder(ids: readonly number[], current: readonly number[], reason: string) {
  const given = new Set(ids);
  if (
    given.size !== ids.length ||
    ids.length !== current.length ||
    current.some((id) => !given.has(id))
  ) {
    throw new Refusal(Code.invalid, reason);
  }
}

/**
 * Saves a new order of the categories or of a region's children, checked against `current`, with
 * its audit record, in one transaction.
 */
export async function saveOrder(
  db: Db,
  actor: SessionUser,
  order: {
    table: 'categories' | 'regions' | 'category_fields';
    ids: readonly number[];
    current: readonly number[];
    incomplete: string;
    audit: { action: AuditAction; targetType: AuditTargetType; targetId: string | number };
    now: number;
  },
): Promise<void> {
  checkOrder(order.ids, order.current, order.incomplete);
  await db.transaction().execute(async (trx) => {
    await createSortOrderRepository(trx).set(order.table, order.ids);
    await writeAudit(trx, {
      actorId: actor.id,
      ...order.audit,
      before: { ids: order.current },
      after: { ids: order.ids },
      now: order.now,
    });
  });
}
