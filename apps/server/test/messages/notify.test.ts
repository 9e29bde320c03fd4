import {
  blockUser,
  Code,
  markConversationRead,
  muteConversation,
  myNotifications,
  notificationUnreadCount,
  saveNotificationSetting,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { notifyLater } from '../../src/core/notifications/events';
import { HOUR_MS } from '../../src/lib/clock';
import { digestJob } from '../../src/modules/notifications/digest';
import type { TestApp } from '../support/app';
import { jobsSettled } from '../support/jobs';
import { messagesTo } from '../support/outbox';
import { say, sellerAndBuyer } from '../support/messages';
import { usePushTestApp } from '../support/push-app';
import type { TestBrowser } from '../support/push-service';

const {
  ctx,
  service,
  subscribe,
  pushesTo: received,
} = usePushTestApp({
  PUBLIC_URL: 'https://huaren.example',
});

const settled = (t: TestApp) =>
  jobsSettled(t, ['notify', 'push.send', 'notifications.digest', 'message.send']);

async function runDigest(t: TestApp): Promise<void> {
  await settled(t);
  await t.app.jobs.enqueue(t.app.db, digestJob, {});
  t.app.jobs.kick();
  await settled(t);
}

/** A browser of the user's, subscribed to Web Push. */
async function browserOf(t: TestApp, token: string): Promise<TestBrowser> {
  const browser = service.browser();
  await subscribe(t, token, browser);
  return browser;
}

/** What this browser's pushes say, decrypted. */
const pushesTo = (browser: TestBrowser) =>
  received(browser).map((r) => JSON.parse(browser.decrypt(r.body)) as Record<string, string>);

describe('a new private message reaches a closed app', () => {
  it('by Web Push to the recipient only, opening the conversation, and never in 消息', async () => {
    const t = ctx();
    const { seller, buyer, conversation } = await sellerAndBuyer(t);
    const [sellerBrowser, buyerBrowser] = [
      await browserOf(t, seller.token),
      await browserOf(t, buyer.token),
    ];
    await say(t, buyer.token, conversation.id, '周六看房可以吗');
    await settled(t);

    expect(pushesTo(sellerBrowser)).toEqual([
      {
        title: `${buyer.nickName} 给你发了私信`,
        body: '周六看房可以吗',
        url: `/#/pages/user/message/chat?id=${conversation.id}`,
        tag: expect.stringMatching(/^notice-\d+$/),
      },
    ]);
    expect(pushesTo(buyerBrowser)).toEqual([]);
    expect((await t.client.call(myNotifications, {}, { token: seller.token })).data!.list).toEqual(
      [],
    );
    expect(
      (await t.client.call(notificationUnreadCount, {}, { token: seller.token })).data,
    ).toEqual({ count: 0 });

    // Push turned off for messages: nothing more.
    await t.client.call(
      saveNotificationSetting,
      { type: 'message', inApp: false, email: true, push: false },
      { token: seller.token },
    );
    await say(t, buyer.token, conversation.id, '在吗');
    await settled(t);
    expect(pushesTo(sellerBrowser)).toHaveLength(1);
  });

  it('never from a muted conversation, nor across a block made before the job ran', async () => {
    const t = ctx();
    const { seller, buyer, conversation } = await sellerAndBuyer(t);
    const sellerBrowser = await browserOf(t, seller.token);
    const mute = (muted: boolean) =>
      t.client.call(
        muteConversation,
        { conversationId: conversation.id, muted },
        { token: seller.token },
      );
    await mute(true);
    await say(t, buyer.token, conversation.id, '打扰一下');
    await settled(t);
    expect(pushesTo(sellerBrowser)).toEqual([]);

    await mute(false);
    const sent = await say(t, buyer.token, conversation.id, '还在吗');
    await settled(t);
    expect(pushesTo(sellerBrowser)).toHaveLength(1);
    const blocked = await t.client.call(
      blockUser,
      { userId: buyer.id, blocked: true },
      { token: seller.token },
    );
    expect(blocked.code).toBe(Code.ok);
    // The same message's notice job, as if it had run only after the block.
    await notifyLater(t.app.jobs, t.app.db, {
      event: 'message',
      messageId: sent.id,
      at: t.clock.now(),
    });
    t.app.jobs.kick();
    await settled(t);
    expect(pushesTo(sellerBrowser)).toHaveLength(1);

    t.clock.advance(2 * HOUR_MS);
    await runDigest(t);
    expect(await messagesTo(t.database.dataDir, seller.email!)).toEqual([]);
  });

  it('in the daily digest only while still unread an hour after it came', async () => {
    const t = ctx();
    const { seller, buyer, conversation } = await sellerAndBuyer(t);
    const read = await say(t, buyer.token, conversation.id, '第一条：已读的');
    await settled(t);
    await t.client.call(
      markConversationRead,
      { conversationId: conversation.id },
      { token: seller.token },
    );
    await say(t, buyer.token, conversation.id, '第二条：一直没读');
    // Its notice is written before the clock moves on, as it would be two hours before the third.
    await settled(t);
    t.clock.advance(2 * HOUR_MS);
    await say(t, buyer.token, conversation.id, '第三条：刚刚发的');
    await runDigest(t);

    const [mail, ...more] = await messagesTo(t.database.dataDir, seller.email!);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('【华人生活圈】你有 1 条新消息');
    expect(mail!.text).toContain(`· ${buyer.nickName} 给你发了私信：第二条：一直没读`);
    expect(mail!.text).not.toContain(read.text!);
    expect(mail!.text).not.toContain('第三条');
    expect(mail!.text).toMatch(
      /不想再收到「私信」的邮件：https:\/\/huaren\.example\/unsubscribe\?u=\d+&t=message&s=/,
    );
    expect(await messagesTo(t.database.dataDir, buyer.email!)).toEqual([]);

    // The third, still unread an hour on, comes in the next digest.
    t.clock.advance(2 * HOUR_MS);
    await runDigest(t);
    const mails = await messagesTo(t.database.dataDir, seller.email!);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('第三条：刚刚发的');
  });
});
