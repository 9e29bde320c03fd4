import {
  BAD_CURSOR,
  markNotificationsRead,
  myNotifications,
  notificationUnreadCount,
} from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { notifyJob } from '../../core/notifications/events';
import { createNotificationRepository } from '../../core/notifications/notification.repository';
import { createNotifier } from '../../core/notifications/notifier';
import { decodeCursor } from '../../lib/cursor';
import { pageFrom } from '../../lib/paging';
import { registerUserCall } from '../../lib/register-call';
import { presentNotification } from './notification.presenter';

/**
 * GET /v1/user/notifications/, GET /v1/user/notifications/unread_count/,
 * POST /v1/user/notifications/read/; and the job that writes notices (issue 18).
 */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const notices = createNotificationRepository(app.db);
  app.jobs.handle(notifyJob, createNotifier(app.db));

  registerUserCall(app, myNotifications, async ({ input, user }) => {
    const after =
      input.cursor === undefined
        ? undefined
        : decodeCursor(input.cursor, ['time', 'int'] as const, BAD_CURSOR);
    const rows = await notices.list(user.id, input.pageSize + 1, after);
    const now = app.now();
    return pageFrom(
      rows,
      input.pageSize,
      (row) => presentNotification(row, user.id, now),
      (row) => [row.updated_at, row.id],
    );
  });
  registerUserCall(app, notificationUnreadCount, async ({ user }) => ({
    count: await notices.unreadCount(user.id),
  }));
  registerUserCall(app, markNotificationsRead, async ({ input, user }) => {
    await notices.markRead(user.id, input.all ? 'all' : (input.ids ?? []), app.now());
    return { count: await notices.unreadCount(user.id) };
  });
}
