import {
  markNotificationsRead,
  myNotifications,
  NOTIFICATION_TYPE_LABELS,
  notificationSettings,
  notificationUnreadCount,
  saveNotificationSetting,
} from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { notifyJob } from '../../core/notifications/events';
import { createPrefRepository } from '../../core/notifications/pref.repository';
import { createNotificationRepository } from '../../core/notifications/notification.repository';
import { createNotifier } from '../../core/notifications/notifier';
import { pageFrom, timeAndIdAfter } from '../../lib/paging';
import { registerUserCall } from '../../lib/register-call';
import { createDigest, digestJob } from './digest';
import { presentNotification } from './notification.presenter';
import { createPush, pushJob } from './push';
import { pushRoutes } from './push-routes';
import { serverSecret } from './secret.repository';
import { UNSUBSCRIBE_PATH, verifyUnsubscribe } from './unsubscribe';

/**
 * GET /v1/user/notifications/, GET /v1/user/notifications/unread_count/,
 * POST /v1/user/notifications/read/, the settings, the unsubscribe page of e-mails, Web Push
 * subscriptions; the jobs that write notices, push them and mail the daily digest (issue 18).
 */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const notices = createNotificationRepository(app.db);
  const prefs = createPrefRepository(app.db);
  const digest = createDigest(app, app.publicUrl);
  const push = createPush(app, app.webPush);
  app.jobs.handle(notifyJob, createNotifier(app.db, push.queue));
  app.jobs.handle(pushJob, push.send);
  app.jobs.handle(digestJob, async () => {
    await digest.run();
    await digest.schedule();
  });
  app.addHook('onReady', () => digest.schedule());

  registerUserCall(app, notificationSettings, async ({ user }) => ({
    list: await prefs.all(user.id),
  }));
  registerUserCall(app, saveNotificationSetting, async ({ input, user }) => {
    await prefs.save(user.id, input, app.now());
    return { list: await prefs.all(user.id) };
  });
  unsubscribeRoutes(app, prefs);
  pushRoutes(app);

  registerUserCall(app, myNotifications, async ({ input, user }) => {
    const rows = await notices.list(user.id, input.pageSize + 1, timeAndIdAfter(input.cursor));
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

/**
 * The link in digest e-mails, answered without a login: GET shows what the link will stop and a
 * button (mail scanners open links; only the button's POST changes anything), POST turns the
 * kind's e-mail off. A link whose signature does not match changes nothing.
 */
function unsubscribeRoutes(app: FastifyInstance, prefs: ReturnType<typeof createPrefRepository>) {
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;
  const verify = async (query: unknown) =>
    verifyUnsubscribe(await serverSecret(app.db, 'unsubscribe'), query as Record<string, unknown>);
  const invalid = page('链接无效', '<p>退订链接无效或已被修改，请使用邮件中的原始链接。</p>');

  app.get(UNSUBSCRIBE_PATH, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const target = await verify(request.query);
    if (!target) return reply.code(400).send(invalid);
    const label = NOTIFICATION_TYPE_LABELS[target.type];
    const action = `${UNSUBSCRIBE_PATH}?${new URLSearchParams(request.query as Record<string, string>)}`;
    return page(
      `退订「${label}」邮件`,
      `<p>退订后，你将不再收到「${label}」的邮件摘要；站内消息不受影响。</p><form method="post" action="${escapeAttribute(action)}"><button type="submit">确认退订</button></form>`,
    );
  });

  app.post(UNSUBSCRIBE_PATH, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const target = await verify(request.query);
    if (!target) return reply.code(400).send(invalid);
    const current = (await prefs.all(target.userId)).find((p) => p.type === target.type)!;
    await prefs.save(target.userId, { ...current, email: false }, app.now());
    const label = NOTIFICATION_TYPE_LABELS[target.type];
    return page(
      '已退订',
      `<p>你将不再收到「${label}」的邮件摘要。可在“我的 → 消息设置”中重新开启。</p>`,
    );
  });
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
