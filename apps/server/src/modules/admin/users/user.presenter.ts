import type { AdminUser } from '@huaren/contract';
import type { UserRow } from '../../accounts/user.repository';
import type { ContentCounts } from './user-admin.repository';

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
    createdAt: new Date(row.created_at).toISOString(),
    ...counts,
  };
}
