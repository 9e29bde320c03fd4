import type { AuditAction, AuditTargetType } from '@huaren/contract';
import type { Db } from '../../../db/database';

/** One administrator action, as the action describes it (decision 0008). */
export interface AuditRecord {
  /** Null for the command line. */
  actorId: number | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: number | string;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  now: number;
}

export interface AuditFilter {
  actorId?: number | undefined;
  action?: AuditAction | undefined;
  targetType?: AuditTargetType | undefined;
  targetId?: string | undefined;
}

/**
 * Writes the record with the connection it is given: the action's own transaction, so that an
 * action and its record commit or roll back together. Rows are never updated or deleted.
 */
export async function writeAudit(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: record.actorId,
      action: record.action,
      target_type: record.targetType,
      target_id: String(record.targetId),
      reason: record.reason ?? null,
      before: record.before ? JSON.stringify(record.before) : null,
      after: record.after ? JSON.stringify(record.after) : null,
      created_at: record.now,
    })
    .execute();
}

export function createAuditRepository(db: Db) {
  return {
    /**
     * Newest first, `limit` rows below `beforeId`: walks (actor_id, id), (action, id) or
     * (target_type, target_id, id) when filtered, the primary key otherwise; the planner picks
     * one index when filters combine and checks the others on its rows.
     */
    list(filter: AuditFilter, limit: number, beforeId?: number) {
      let query = db
        .selectFrom('audit_log')
        .leftJoin('users', 'users.id', 'audit_log.actor_id')
        .selectAll('audit_log')
        .select('users.nick_name as actor_nick_name')
        .orderBy('audit_log.id', 'desc')
        .limit(limit);
      if (filter.actorId !== undefined)
        query = query.where('audit_log.actor_id', '=', filter.actorId);
      if (filter.action) query = query.where('audit_log.action', '=', filter.action);
      if (filter.targetType) query = query.where('audit_log.target_type', '=', filter.targetType);
      if (filter.targetId) query = query.where('audit_log.target_id', '=', filter.targetId);
      if (beforeId !== undefined) query = query.where('audit_log.id', '<', beforeId);
      return query.execute();
    },
  };
}

export type AuditRow = Awaited<
  ReturnType<ReturnType<typeof createAuditRepository>['list']>
>[number];
