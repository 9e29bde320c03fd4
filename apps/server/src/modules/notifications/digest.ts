import {
  DEFAULT_SITE_NAME,
  NOTIFICATION_TYPE_LABELS,
  ParamKey,
  type NotificationType,
} from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import {
  createNotificationRepository,
  type NotificationRow,
} from '../../core/notifications/notification.repository';
import { createPrefRepository } from '../../core/notifications/pref.repository';
import { createParamConfigRepository } from '../../core/site/param-config.repository';
import { defineJobType } from '../../jobs/job-queue';
import { DAY_MS, HOUR_MS } from '../../lib/clock';
import { sendMessageJob } from '../../messaging/message-job';
import { NOTICE_PAGE } from './notice-link';
import { presentNotification } from './notification.presenter';
import { serverSecret } from './secret.repository';
import { unsubscribeLink } from './unsubscribe';

/** The daily e-mail digest: one mail per reader a day at most, never one per notice. */
export const digestJob = defineJobType<Record<string, never>>({
  kind: 'notifications.digest',
  maxAttempts: 3,
  describe: () => '每日消息邮件',
});

/** Lines of notices a digest lists; the rest are counted. */
const DIGEST_LINES = 20;
/** A private message waits this long to be read before a digest mentions it (decision 0034). */
export const MESSAGE_DIGEST_DELAY_MS = HOUR_MS;

/**
 * A message notice whose message the reader has since read, deleted or muted, or whose sender one
 * of them has since blocked, is not mailed.
 */
function stillUnread(row: NotificationRow): boolean {
  if (row.type !== 'message') return true;
  const seen = Math.max(row.message_read_id ?? 0, row.message_cleared_id ?? 0);
  return row.message_muted === 0 && Number(row.message_blocked) === 0 && row.entry_id! > seen;
}

/**
 * Mails each reader the notices of the kinds they get by e-mail that no digest has considered,
 * marks them considered in the transaction that queues the mail, and schedules the next run a
 * day later (unless another instance already has).
 */
export function createDigest(app: FastifyInstance, publicUrl: string) {
  const notices = createNotificationRepository(app.db);
  const prefs = createPrefRepository(app.db);
  const params = createParamConfigRepository(app.db);

  async function mailTo(userId: number, before: number, site: string, key: Buffer) {
    const [all, recipient, chosen] = await Promise.all([
      notices.undigested(userId, before),
      notices.recipient(userId),
      prefs.all(userId),
    ]);
    // A message too new to be called unread waits for the next digest.
    const rows = all.filter(
      (r) => r.type !== 'message' || r.updated_at < before - MESSAGE_DIGEST_DELAY_MS,
    );
    const byEmail = new Set(chosen.filter((p) => p.email).map((p) => p.type));
    const mailed = recipient?.email
      ? rows.filter((r) => byEmail.has(r.type) && stillUnread(r))
      : [];
    await app.db.transaction().execute(async (trx) => {
      await notices.markDigested(
        trx,
        rows.map((r) => r.id),
      );
      if (mailed.length === 0) return;
      const now = app.now();
      const lines = mailed.slice(0, DIGEST_LINES).map((row) => {
        const n = presentNotification(row, userId, now);
        return `· ${n.text}${n.excerpt ? `：${n.excerpt}` : ''}`;
      });
      if (mailed.length > DIGEST_LINES) lines.push(`…… 还有 ${mailed.length - DIGEST_LINES} 条`);
      const types = [...new Set(mailed.map((r) => r.type))] as NotificationType[];
      const unsubscribe = types.map(
        (type) =>
          `不想再收到「${NOTIFICATION_TYPE_LABELS[type]}」的邮件：${unsubscribeLink(key, publicUrl, { userId, type })}`,
      );
      const text = [
        `${recipient!.nick_name}，你好：`,
        '',
        `你有 ${mailed.length} 条新消息：`,
        ...lines,
        '',
        `查看全部：${publicUrl}${NOTICE_PAGE}`,
        '',
        ...unsubscribe,
      ].join('\n');
      await app.jobs.enqueue(trx, sendMessageJob, {
        channel: 'email',
        to: recipient!.email!,
        subject: `【${site}】你有 ${mailed.length} 条新消息`,
        text,
      });
    });
  }

  return {
    async run(): Promise<void> {
      const before = app.now();
      const site = (await params.get(ParamKey.siteName)) || DEFAULT_SITE_NAME;
      const key = await serverSecret(app.db, 'unsubscribe');
      for (const userId of await notices.undigestedReaders(before)) {
        await mailTo(userId, before, site, key);
      }
      app.jobs.kick();
    },

    /** Queues the next run a day from now unless one is queued already. */
    async schedule(): Promise<void> {
      await app.jobs.enqueueUnlessQueued(digestJob, {}, app.now() + DAY_MS);
    },
  };
}
