import type { LoginLog, User, UserInfo } from '@huaren/contract';
import type { LoginLogRow } from './login-log.repository';
import type { UserRow } from './user.repository';

/** The account as its owner sees it: contacts and role included (they are theirs); hash and lock never. */
function ownAccount(row: UserRow) {
  return {
    id: row.id,
    nickName: row.nick_name,
    contactEmail: row.email,
    contactNumber: row.phone,
    wechatNumber: row.wechat,
    role: row.role,
  };
}

/** The caller's own profile. */
export function presentUserInfo(row: UserRow): UserInfo {
  return { ...ownAccount(row), createdAt: new Date(row.created_at).toISOString() };
}

/** What login and register answer (spec section 3). */
export function presentUser(row: UserRow, token: string): User {
  return { ...ownAccount(row), token };
}

export function presentLoginLog(row: LoginLogRow): LoginLog {
  return {
    id: row.id,
    time: new Date(row.created_at).toISOString(),
    ip: row.ip,
    device: row.device,
    success: row.success === 1,
  };
}
