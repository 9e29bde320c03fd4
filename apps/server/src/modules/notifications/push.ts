import type { FastifyInstance } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { WrittenNotice } from '../../core/notifications/notification.repository';
import { createNotificationRepository } from '../../core/notifications/notification.repository';
import { createPrefRepository } from '../../core/notifications/pref.repository';
import { createPushSubscriptionRepository } from '../../core/notifications/push-subscription.repository';
import { defineJobType } from '../../jobs/job-queue';
import { DAY_MS } from '../../lib/clock';
import { chatLink, noticeLink } from './notice-link';
import { presentNotification } from './notification.presenter';

/** One notice to one browser (decision 0027). */
export const pushJob = defineJobType<{ subscriptionId: number; noticeId: number }>({
  kind: 'push.send',
  maxAttempts: 5,
  describe: (p) => `推送 → 订阅 #${p.subscriptionId}（消息 #${p.noticeId}）`,
});

/** What the service worker shows (apps/web/public/push-sw.js reads these fields). */
export interface PushMessage {
  title: string;
  body: string;
  /** The web app's address of the target, from the site's root. */
  url: string;
  /** One notice replaces its earlier push (a like group moving up). */
  tag: string;
}

/** A push service keeps an undelivered message this long (the browser may be offline). */
const TTL_SECONDS = DAY_MS / 1000;
const SEND_TIMEOUT_MS = 10_000;
/** The push service's answer for a subscription that no longer exists. */
const GONE = new Set([404, 410]);

/**
 * Web Push for notices: `queue` (the notifier's `written`) enqueues one job per browser of each
 * reader whose kind has push on; the job encrypts the notice to the browser's keys and posts it to
 * its push service with the VAPID signature. A subscription the service calls gone is removed.
 * Without VAPID keys (`push` null) nothing is queued or sent.
 */
export function createPush(app: FastifyInstance, push: FastifyInstance['webPush']) {
  const notices = createNotificationRepository(app.db);
  const prefs = createPrefRepository(app.db);
  const subscriptions = createPushSubscriptionRepository(app.db);

  async function send(payload: { subscriptionId: number; noticeId: number }) {
    const [sub, row] = await Promise.all([
      subscriptions.find(payload.subscriptionId),
      notices.find(payload.noticeId),
    ]);
    // Push turned off since, unsubscribed, or the browser now belongs to another reader.
    if (!push || !sub || !row || row.user_id !== sub.user_id) return;
    const notice = presentNotification(row, sub.user_id, app.now());
    const message: PushMessage = {
      title: notice.text,
      body: notice.excerpt ?? '',
      url: row.item_type === 'conversation' ? chatLink(row.item_id) : noticeLink(notice.target),
      tag: `notice-${notice.id}`,
    };
    try {
      await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(message),
        {
          vapidDetails: {
            subject: push.subject,
            publicKey: push.publicKey,
            privateKey: push.privateKey,
          },
          TTL: TTL_SECONDS,
          timeout: SEND_TIMEOUT_MS,
          ...(push.agent ? { agent: push.agent } : {}),
        },
      );
    } catch (err) {
      if (err instanceof WebPushError && GONE.has(err.statusCode)) {
        await subscriptions.removeById(sub.id);
        return;
      }
      throw err instanceof WebPushError
        ? new Error(`push service answered ${err.statusCode}: ${err.body.slice(0, 200)}`)
        : err;
    }
  }

  async function queue(written: WrittenNotice[]) {
    const type = written[0]?.type;
    if (!push || !type) return;
    const userIds = [...new Set(written.map((n) => n.user_id))];
    const chosen = await prefs.forType(userIds, type);
    const wanting = userIds.filter((id) => chosen.get(id)!.push);
    const browsers = await subscriptions.ofUsers(wanting);
    for (const notice of written) {
      for (const sub of browsers.filter((b) => b.user_id === notice.user_id)) {
        await app.jobs.enqueue(app.db, pushJob, { subscriptionId: sub.id, noticeId: notice.id });
      }
    }
    if (browsers.length > 0) app.jobs.kick();
  }

  return { send, queue };
}
