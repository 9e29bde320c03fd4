import type { AdminUser } from '@huaren/contract';
import type { UserRow } from '../../accounts/user.repository';
import type { ContentCounts } from './user-admin.repository';
import { isoTime } from '../../../lib/iso-time';

export function presentAdminUser(row: UserRow, counts: ContentCounts): AdminUser {
  return {
    id: row.id,
    nickName: row.nick_name,
    email: row.email,
    phone: row.phone,
    wechat: row.wechat,
    role: row.role,
    status: row.status,
    banReason: row.ban_reason,
    createdAt: isoTime(row.created_at),
    ...counts,
  };
}
