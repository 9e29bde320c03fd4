import { z } from '../z';
import { LoginLog } from '../account/user';
import { adminCall } from '../define-call';
import { pagedList } from '../paging';
import { idField } from '../ids';
import { Code } from '../protocol/codes';
import { adminReasonField, UserRole, UserStatus } from './fields';

/** Finding users, their login history, and bans. */

export const AdminUser = z.object({
  id: z.number().int(),
  nickName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  wechat: z.string().nullable(),
  role: UserRole,
  status: UserStatus,
  banReason: z.string().nullable(),
  createdAt: z.string(),
  postCount: z.number().int(),
  articleCount: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUser>;

const userIdField = idField('用户');

export const adminUserList = adminCall('GET /v1/admin/users/', {
  ...pagedList(AdminUser, {
    /** An id, an e-mail, a phone number (any format) or the start of a nickname. */
    keyword: z.string().trim().max(50, { error: '关键词最多 50 个字' }).optional(),
    status: UserStatus.optional(),
  }),
  summary: 'Users, newest first, found by id, e-mail, phone or nickname prefix, and by status',
});

export const adminUserDetail = adminCall('GET /v1/admin/users/{id}/', {
  input: z.object({ id: userIdField }),
  output: z.object({ user: AdminUser, loginLogs: z.array(LoginLog) }),
  summary:
    'A user with their latest 20 login attempts (their content: admin content list by author)',
  codes: [Code.notFound],
});

export const adminBanUser = adminCall('POST /v1/admin/users/ban/', {
  input: z.object({ userId: userIdField, reason: adminReasonField }),
  output: AdminUser,
  summary:
    'Ban a user: every session ends at once and login answers 423 with the reason. Administrators cannot be banned (revoke the role first)',
  codes: [Code.notFound, Code.conflict],
});

export const adminUnbanUser = adminCall('POST /v1/admin/users/unban/', {
  input: z.object({ userId: userIdField, reason: adminReasonField }),
  output: AdminUser,
  summary: 'Lift a ban: the user may log in again',
  codes: [Code.notFound],
});
