import { parseContact, type UserRole } from '@huaren/contract';
import type { Db } from '../../../db/database';
import { createUserRepository } from '../../accounts/user.repository';
import { writeAudit } from '../audit/audit.repository';

export type RoleChange =
  | { outcome: 'changed' | 'unchanged'; userId: number; nickName: string }
  | { outcome: 'unknown-account' };

/**
 * Grants or revokes the administrator role of the account with this e-mail or phone (any
 * format). Only the command line calls it (decision 0008: no API call grants the role, so a
 * stolen admin session cannot mint others); the audit record has no actor.
 */
export async function setRole(
  db: Db,
  account: string,
  role: UserRole,
  now: number,
): Promise<RoleChange> {
  const contact = parseContact(account);
  if (!contact) return { outcome: 'unknown-account' };
  return db.transaction().execute(async (trx) => {
    const users = createUserRepository(trx);
    const user = await users.findByContact(contact.kind, contact.value);
    if (!user) return { outcome: 'unknown-account' };
    const result = { userId: user.id, nickName: user.nick_name };
    if (user.role === role) return { outcome: 'unchanged', ...result };
    await users.update(user.id, { role, updated_at: now });
    await writeAudit(trx, {
      actorId: null,
      action: role === 'admin' ? 'user.grant' : 'user.revoke',
      targetType: 'user',
      targetId: user.id,
      before: { role: user.role },
      after: { role },
      now,
    });
    return { outcome: 'changed', ...result };
  });
}
