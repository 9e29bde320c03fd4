import {
  adminAuditLog,
  adminContentList,
  adminSetContentStatus,
  type AuditEntry,
  type ContentAction,
  type ContentType,
  type InputOf,
} from '@huaren/contract';
import { setRole } from '../../src/modules/admin/users/role';
import type { TestApp } from './app';
import { createLoggedInUser, type UserOverrides } from './factories';
import { callOk } from './call-ok';

/** A logged-in administrator, made the way the command line makes one (setRole). */
export async function createAdmin(t: TestApp, overrides: UserOverrides = {}) {
  const user = await createLoggedInUser(t, { nickName: '管理员', ...overrides });
  await setRole(t.app.db, user.account, 'admin', t.clock.now());
  return user;
}

/** The newest audit record about a target, read through the audit log call. */
export async function latestAudit(
  t: TestApp,
  token: string,
  targetType: AuditEntry['targetType'],
  targetId: number | string,
): Promise<AuditEntry | undefined> {
  const page = await callOk(
    t,
    adminAuditLog,
    { targetType, targetId: String(targetId), pageSize: 1 },
    token,
  );
  return page.list[0];
}

/** Hides, restores or approves content as an administrator; answers the whole envelope. */
export function setContentStatus(
  t: TestApp,
  token: string,
  target: { type: ContentType; id: number },
  action: ContentAction,
  reason = '违反社区规定',
) {
  return t.client.call(adminSetContentStatus, { ...target, action, reason }, { token });
}

/** A page of the console's content list, read as an administrator. */
export async function listContent(
  t: TestApp,
  token: string,
  input: InputOf<typeof adminContentList>,
) {
  return callOk(t, adminContentList, input, token);
}

/**
 * The console's content calls as one administrator, bound to the file's app: status changes
 * (answering the envelope) and pages of the content list.
 */
export function contentConsole(ctx: () => TestApp, admin: { token: string }) {
  return {
    setStatus: (type: ContentType, id: number, action: ContentAction, reason?: string) =>
      setContentStatus(ctx(), admin.token, { type, id }, action, reason),
    listContent: (input: InputOf<typeof adminContentList>) =>
      listContent(ctx(), admin.token, input),
  };
}
