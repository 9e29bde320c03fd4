import { Code, postLike, pushConfig, subscribePush, unsubscribePush } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { PUSH_SUBSCRIPTIONS_MAX } from '../src/core/notifications/push-subscription.repository';
import { useTestApp, type TestApp } from './support/app';
import { jobsSettled } from './support/jobs';
import { noticeList, replyTo, saveNoticePref, unreadNotices } from './support/notices';
import { createSessionUser, postAmongUsers } from './support/posts';
import { usePushTestApp } from './support/push-app';

const { ctx, service, vapid, subscribe, pushesTo } = usePushTestApp();

/** Waits until the notices and their pushes have been sent. */
const settled = (t: TestApp) => jobsSettled(t, ['notify', 'push.send']);

const subscriptionsOf = (t: TestApp, userId: number) =>
  t.app.db
    .selectFrom('push_subscriptions')
    .select('endpoint')
    .where('user_id', '=', userId)
    .execute();

describe('Web Push', () => {
  it('gives the VAPID public key to subscribe with', async () => {
    const t = ctx();
    const user = await createSessionUser(t);
    expect(await t.client.call(pushConfig, {}, { token: user.token })).toEqual({
      code: Code.ok,
      data: { publicKey: vapid.publicKey },
    });
  });

  it('pushes a reply to the author, encrypted to their browser and signed, never to the replier', async () => {
    const t = ctx();
    const [post, a, b] = await postAmongUsers(t, 2);
    const aBrowser = service.browser();
    const bBrowser = service.browser();
    await subscribe(t, a.token, aBrowser);
    await subscribe(t, b!.token, bBrowser);
    const entry = await replyTo(t, b!.token, post.id);
    await settled(t);

    expect(pushesTo(bBrowser)).toEqual([]);
    const [push, ...more] = pushesTo(aBrowser);
    expect(more).toEqual([]);
    expect(push!.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '86400',
      authorization: expect.stringMatching(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
      ),
    });
    const jwt = String(push!.headers.authorization).split(/[ =,.]+/)[3]!;
    const claims = JSON.parse(Buffer.from(jwt, 'base64url').toString());
    expect(claims).toMatchObject({
      aud: new URL(aBrowser.subscription.endpoint).origin,
      sub: 'mailto:ops@example.com',
    });
    // Salt, record size, key id length, the sender's 65-byte key, and the sealed record (tag: 16).
    expect(push!.body.length).toBeLessThan(4096);
    expect(JSON.parse(aBrowser.decrypt(push!.body))).toEqual({
      title: `${b!.nickName} 回复了你的帖子`,
      body: '请问还在招吗？',
      url: `/#/pages/post/comment/index?id=${post.id}&entry=${entry.id}`,
      tag: expect.stringMatching(/^notice-\d+$/),
    });
  });

  it('honours the push preference of the kind: likes are off by default, replies can be turned off', async () => {
    const t = ctx();
    const [post, a, b] = await postAmongUsers(t, 2);
    const browser = service.browser();
    await subscribe(t, a.token, browser);
    await t.client.call(postLike, { postId: post.id }, { token: b!.token });
    await saveNoticePref(t, a.token, { type: 'reply', inApp: true, email: true, push: false });
    await replyTo(t, b!.token, post.id);
    await settled(t);
    expect(pushesTo(browser)).toEqual([]);
  });

  it('pushes a kind that is on for push only, with nothing in the list or the badge', async () => {
    const t = ctx();
    const [post, a, b] = await postAmongUsers(t, 2);
    const browser = service.browser();
    await subscribe(t, a.token, browser);
    await saveNoticePref(t, a.token, { type: 'reply', inApp: false, email: false, push: true });
    await replyTo(t, b!.token, post.id);
    await settled(t);
    expect(pushesTo(browser)).toHaveLength(1);
    expect(await noticeList(t, a.token)).toEqual([]);
    expect(await unreadNotices(t, a.token)).toBe(0);
  });

  it('removes a subscription the push service calls gone (410), without a failed job', async () => {
    const t = ctx();
    const [post, a, b] = await postAmongUsers(t, 2);
    const gone = service.browser('/gone');
    const alive = service.browser();
    await subscribe(t, a.token, gone);
    await subscribe(t, a.token, alive);
    await replyTo(t, b!.token, post.id);
    await settled(t);
    expect(pushesTo(gone)).toHaveLength(1);
    expect(pushesTo(alive)).toHaveLength(1);
    expect(await subscriptionsOf(t, a.id)).toEqual([{ endpoint: alive.subscription.endpoint }]);
    const failed = await t.app.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'push.send')
      .execute();
    expect(failed).toEqual([]);
  });

  it('retries a push the service failed (500), keeping the subscription', async () => {
    const t = ctx();
    const [post, a, b] = await postAmongUsers(t, 2);
    const broken = service.browser('/broken');
    await subscribe(t, a.token, broken);
    await replyTo(t, b!.token, post.id);
    await jobsSettled(t, ['notify']);
    const deadline = Date.now() + 10_000;
    while (pushesTo(broken).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await jobsSettled(t, ['push.send'], { retries: 'expected' });
    const job = await t.app.db
      .selectFrom('jobs')
      .select(['status', 'attempts', 'last_error'])
      .where('kind', '=', 'push.send')
      .executeTakeFirstOrThrow();
    expect(job).toEqual({
      status: 'queued',
      attempts: 1,
      last_error: 'push service answered 500: ',
    });
    expect(await subscriptionsOf(t, a.id)).toHaveLength(1);
    // The retry would fail again in the tests after this one, which take a failed job for a bug.
    await t.app.db.deleteFrom('jobs').where('kind', '=', 'push.send').execute();
  });

  it("unsubscribes the caller's own browser only, and moves an endpoint to whoever subscribes it last", async () => {
    const t = ctx();
    const [a, b] = await Promise.all([createSessionUser(t), createSessionUser(t)]);
    const browser = service.browser();
    await subscribe(t, a.token, browser);
    const endpoint = browser.subscription.endpoint;
    expect(await t.client.call(unsubscribePush, { endpoint }, { token: b.token })).toEqual({
      code: Code.ok,
      data: {},
    });
    expect(await subscriptionsOf(t, a.id)).toEqual([{ endpoint }]);
    await subscribe(t, b.token, browser);
    expect(await subscriptionsOf(t, a.id)).toEqual([]);
    expect(await subscriptionsOf(t, b.id)).toEqual([{ endpoint }]);
    await t.client.call(unsubscribePush, { endpoint }, { token: b.token });
    expect(await subscriptionsOf(t, b.id)).toEqual([]);
  });

  it("keeps a reader's ten newest browsers", async () => {
    const t = ctx();
    const user = await createSessionUser(t);
    const browsers = Array.from({ length: PUSH_SUBSCRIPTIONS_MAX + 1 }, () => service.browser());
    for (const browser of browsers) await subscribe(t, user.token, browser);
    const kept = (await subscriptionsOf(t, user.id)).map((s) => s.endpoint).sort();
    expect(kept).toEqual(
      browsers
        .slice(1)
        .map((b) => b.subscription.endpoint)
        .sort(),
    );
  });

  it('refuses bad subscriptions with their reason and keeps nothing', async () => {
    const t = ctx();
    const user = await createSessionUser(t);
    const { subscription } = service.browser();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...subscription, endpoint: 'http://127.0.0.1/push' }, '推送地址不正确'],
      [{ ...subscription, endpoint: `https://x.example/${'a'.repeat(1000)}` }, '推送地址不正确'],
      [{ endpoint: subscription.endpoint }, '推送密钥不正确'],
      [{ ...subscription, keys: { p256dh: 'not base64!', auth: 'x' } }, '推送密钥不正确'],
    ];
    for (const [input, reason] of cases) {
      expect(await t.client.call(subscribePush, input, { token: user.token })).toEqual({
        code: Code.invalid,
        reason,
      });
    }
    expect(await subscriptionsOf(t, user.id)).toEqual([]);
    expect((await t.client.call(subscribePush, subscription)).code).toBe(Code.notLoggedIn);
  });
});

describe('Web Push without VAPID keys', () => {
  const plain = useTestApp();

  it('is off: no key, and a subscription is refused', async () => {
    const t = plain();
    const user = await createSessionUser(t);
    expect((await t.client.call(pushConfig, {}, { token: user.token })).data).toEqual({
      publicKey: null,
    });
    expect(
      await t.client.call(subscribePush, service.browser().subscription, { token: user.token }),
    ).toEqual({ code: Code.invalid, reason: '本站未开启浏览器推送' });
    expect(await subscriptionsOf(t, user.id)).toEqual([]);
  });
});
