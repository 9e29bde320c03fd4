import type { AuditEntry } from '@huaren/contract';
import type { AuditRow } from './audit.repository';
import { isoTime } from '../../../lib/iso-time';

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor: row.actor_id === null ? null : { id: row.actor_id, nickName: row.actor_nick_name ?? '' },
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    reason: row.reason,
    before: parseFields(row.before),
    after: parseFields(row.after),
    createdAt: isoTime(row.created_at),
  };
}

function parseFields(json: string | null): Record<string, unknown> | null {
  return json === null ? null : (JSON.parse(json) as Record<string, unknown>);
}
