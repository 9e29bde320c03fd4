import { adminBanUser, adminUnbanUser, adminUserDetail, adminUserList } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { registerAdminEndpoint } from '../../../lib/endpoint';
import { createUserAdminService } from './user-admin.service';

/** /v1/admin/users/...: finding users, their login history, bans. */
export function userAdminRoutes(app: FastifyInstance): void {
  const users = createUserAdminService(app.db, app.now);
  registerAdminEndpoint(app, adminUserList, ({ input }) => users.list(input));
  registerAdminEndpoint(app, adminUserDetail, ({ input }) => users.detail(input.id));
  registerAdminEndpoint(app, adminBanUser, ({ input, user }) =>
    users.ban(user, input.userId, input.reason),
  );
  registerAdminEndpoint(app, adminUnbanUser, ({ input, user }) =>
    users.unban(user, input.userId, input.reason),
  );
}
