import type { LoginLog, User, UserInfo } from '@huaren/contract';
import type { LoginLogRow } from './login-log.repository';
import type { UserRow } from './user.repository';
import { isoTime } from '../../lib/iso-time';

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
  return { ...ownAccount(row), createdAt: isoTime(row.created_at) };
}

/** What login and register answer (spec section 3). */
export function presentUser(row: UserRow, token: string): User {
  return { ...ownAccount(row), token };
}

export function presentLoginLog(row: LoginLogRow): LoginLog {
  return {
    id: row.id,
    time: isoTime(row.created_at),
    ip: row.ip,
    device: row.device,
    success: row.success === 1,
  };
}
