import type { AuditAction, AuditTargetType } from '@huaren/contract';
import type { Generated } from 'kysely';

// The administrators' audit log (conventions: schema.ts).

/**
 * One administrator action (decision 0008), written in the action's transaction and never changed
 * afterwards. `actor_id` is null for the command line.
 */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  /** `<target>.<verb>`: `user.ban`, `category.update`, `report.dismiss`, ... */
  action: AuditAction;
  target_type: AuditTargetType;
  /** An id, or a config key. */
  target_id: string;
  reason: string | null;
  /** JSON objects of the changed fields, or null. */
  before: string | null;
  after: string | null;
  created_at: number;
}
