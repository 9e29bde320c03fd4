import type { adminUserList } from '@huaren/contract';
import { Code, type AdminUser, type LoginLog, type Page } from '@huaren/contract';
import { createSessionRepository } from '../../../auth/session.repository';
import type { SessionUser } from '../../../auth/session';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { InputData } from '../../../lib/register-call';
import { Refusal } from '../../../lib/envelope';
import { createLoginLogRepository } from '../../accounts/login-log.repository';
import { presentLoginLog } from '../../accounts/user.presenter';
import { createUserRepository, type UserRow } from '../../accounts/user.repository';
import { idAfter, pageFrom } from '../../../lib/paging';
import { writeAudit } from '../audit/audit.repository';
import { AdminReasons } from '../reasons';
import { parseUserKeyword } from './keyword';
import { createUserAdminRepository } from './user-admin.repository';
import { presentAdminUser } from './user.presenter';

/** The latest login attempts a user's detail shows. */
export const DETAIL_LOGIN_LOGS = 20;

export function createUserAdminService(db: Db, now: Clock) {
  const admin = createUserAdminRepository(db);
  const logs = createLoginLogRepository(db);

  const present = async (rows: UserRow[]): Promise<AdminUser[]> => {
    const counts = await admin.contentCounts(rows.map((r) => r.id));
    return rows.map((row) => presentAdminUser(row, counts.get(row.id)!));
  };
  const presentOne = async (row: UserRow) => (await present([row]))[0]!;

  // Inside a transaction, reads go through it: SQLite has one connection, held by the transaction.
  const find = async (id: number, reader: Db = db): Promise<UserRow> => {
    const user = await createUserRepository(reader).findById(id);
    if (!user) throw new Refusal(Code.notFound, AdminReasons.userNotFound);
    return user;
  };

  /** Sets the status and reason and writes the audit record, inside the caller's transaction. */
  const writeStatus = async (
    trx: Db,
    actor: SessionUser,
    user: UserRow,
    change: { status: UserRow['status']; banReason: string | null },
    reason: string,
  ) => {
    const t = now();
    const row = await createUserRepository(trx).update(user.id, {
      status: change.status,
      ban_reason: change.banReason,
      updated_at: t,
    });
    // The same transaction: no request can slip through between the ban and the logout.
    if (change.status === 'banned') await createSessionRepository(trx).deleteAllOf(user.id);
    await writeAudit(trx, {
      actorId: actor.id,
      action: change.status === 'banned' ? 'user.ban' : 'user.unban',
      targetType: 'user',
      targetId: user.id,
      reason,
      before: { status: user.status, banReason: user.ban_reason },
      after: { status: row.status, banReason: row.ban_reason },
      now: t,
    });
    return row;
  };

  /** Nobody bans themselves or another administrator (revoke the role from the CLI first). */
  const bannable = async (actor: SessionUser, userId: number, reader?: Db): Promise<UserRow> => {
    if (userId === actor.id) throw new Refusal(Code.conflict, AdminReasons.banSelf);
    const user = await find(userId, reader);
    if (user.role === 'admin') throw new Refusal(Code.conflict, AdminReasons.banAdmin);
    return user;
  };

  return {
    async list(input: InputData<typeof adminUserList>): Promise<Page<AdminUser>> {
      const { cursor, pageSize, keyword, status } = input;
      const filter = { keyword: keyword ? parseUserKeyword(keyword) : undefined, status };
      const rows = await admin.list(filter, pageSize + 1, idAfter(cursor));
      const page = pageFrom(rows, pageSize, (row) => row);
      return { list: await present(page.list), nextCursor: page.nextCursor };
    },

    async detail(id: number): Promise<{ user: AdminUser; loginLogs: LoginLog[] }> {
      const user = await find(id);
      const [presented, recent] = await Promise.all([
        presentOne(user),
        logs.listOf(id, DETAIL_LOGIN_LOGS),
      ]);
      return { user: presented, loginLogs: recent.map(presentLoginLog) };
    },

    /** Ends every session at once; login then answers 423 with the reason (decision 0008). */
    async ban(actor: SessionUser, userId: number, reason: string): Promise<AdminUser> {
      const user = await bannable(actor, userId);
      const banned = { status: 'banned', banReason: reason } as const;
      return presentOne(
        await db.transaction().execute((trx) => writeStatus(trx, actor, user, banned, reason)),
      );
    },

    /** A ban that is part of another action (a report's `ban`), in that action's transaction. */
    async banWithin(trx: Db, actor: SessionUser, userId: number, reason: string): Promise<void> {
      const user = await bannable(actor, userId, trx);
      await writeStatus(trx, actor, user, { status: 'banned', banReason: reason }, reason);
    },

    async unban(actor: SessionUser, userId: number, reason: string): Promise<AdminUser> {
      const user = await find(userId);
      const active = { status: 'active', banReason: null } as const;
      return presentOne(
        await db.transaction().execute((trx) => writeStatus(trx, actor, user, active, reason)),
      );
    },
  };
}
