import { adminBanUser, adminUnbanUser, adminUserDetail, adminUserList } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../lib/register-call';
import { createUserAdminService } from './user-admin.service';

/** /v1/admin/users/...: finding users, their login history, bans. */
export async function userAdminRoutes(app: FastifyInstance): Promise<void> {
  const users = createUserAdminService(app.db, app.now);
  registerAdminCall(app, adminUserList, ({ input }) => users.list(input));
  registerAdminCall(app, adminUserDetail, ({ input }) => users.detail(input.id));
  registerAdminCall(app, adminBanUser, ({ input, user }) =>
    users.ban(user, input.userId, input.reason),
  );
  registerAdminCall(app, adminUnbanUser, ({ input, user }) =>
    users.unban(user, input.userId, input.reason),
  );
}
