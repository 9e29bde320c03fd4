import {
  Code,
  notificationSettings,
  postLike,
  postReply,
  saveNotificationSetting,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from './support/app';
import { runDigest } from './support/digest';
import { jobsSettled } from './support/jobs';
import { noticeList, saveNoticePref, unreadNotices } from './support/notices';
import { nthMessageTo, messagesTo } from './support/outbox';
import { createSessionUser, postAmongUsers } from './support/posts';

const ctx = useTestApp({ env: { PUBLIC_URL: 'https://huaren.example' } });

const settled = (t: TestApp) => jobsSettled(t, ['notify', 'notifications.digest']);

const digest = (t: TestApp) => runDigest(t, ['notify']);

const DEFAULTS = [
  { type: 'reply', inApp: true, email: true, push: true },
  { type: 'like', inApp: true, email: false, push: false },
  { type: 'moderation', inApp: true, email: true, push: true },
  { type: 'search', inApp: true, email: true, push: true },
  { type: 'message', inApp: false, email: true, push: true },
];

describe('notification settings', () => {
  it('start at the defaults and keep what the reader saves', async () => {
    const t = ctx();
    const user = await createSessionUser(t);
    expect(await t.client.call(notificationSettings, {}, { token: user.token })).toEqual({
      code: Code.ok,
      data: { list: DEFAULTS },
    });
    const like = { type: 'like', inApp: false, email: true, push: false } as const;
    const saved = await saveNoticePref(t, user.token, like);
    expect(saved[1]).toEqual(like);
    expect((await t.client.call(notificationSettings, {}, { token: user.token })).data).toEqual({
      list: saved,
    });
  });

  it('keep a kind turned off in the app out of the list and the badge', async () => {
    const t = ctx();
    const [post, a, b] = await postAmongUsers(t, 2);
    await saveNoticePref(t, a.token, { type: 'like', inApp: false, email: false, push: false });
    await t.client.call(postLike, { postId: post.id }, { token: b!.token });
    await t.client.call(postReply, { postId: post.id, content: '在吗' }, { token: b!.token });
    await settled(t);
    expect((await noticeList(t, a.token)).map((n) => n.type)).toEqual(['reply']);
    expect(await unreadNotices(t, a.token)).toBe(1);
  });

  it('refuse bad input with its reason, and a visitor with 403', async () => {
    const t = ctx();
    const user = await createSessionUser(t);
    const save = (input: Record<string, unknown>) =>
      t.client.call(saveNotificationSetting, input, { token: user.token });
    const valid = { type: 'reply', inApp: true, email: true, push: true };
    expect(await save({ ...valid, type: 'spam' })).toEqual({
      code: Code.invalid,
      reason: '消息类型不正确',
    });
    expect(await save({ ...valid, inApp: 'yes' })).toEqual({
      code: Code.invalid,
      reason: '站内消息设置不正确',
    });
    expect((await t.client.call(saveNotificationSetting, valid)).code).toBe(Code.notLoggedIn);
    expect((await t.client.call(notificationSettings, {})).code).toBe(Code.notLoggedIn);
  });
});

describe('the daily e-mail digest', () => {
  it('mails the kinds chosen by e-mail once, with a signed unsubscribe link that works', async () => {
    const t = ctx();
    const [post, a, b] = await postAmongUsers(t, 2);
    await t.client.call(postLike, { postId: post.id }, { token: b!.token });
    await t.client.call(postReply, { postId: post.id, content: '房子还在吗' }, { token: b!.token });
    await t.client.call(postReply, { postId: post.id, content: '可以看房吗' }, { token: b!.token });
    await digest(t);

    const mail = await nthMessageTo(t.database.dataDir, a.email!, 0);
    expect(mail.subject).toBe('【华人生活圈】你有 2 条新消息');
    // Likes are in the app only by default: the digest leaves them out.
    expect(mail.text).toContain(`· ${b!.nickName} 回复了你的帖子：房子还在吗`);
    expect(mail.text).toContain(`· ${b!.nickName} 回复了你的帖子：可以看房吗`);
    expect(mail.text).not.toContain('赞了');
    expect(mail.text).toContain('查看全部：https://huaren.example/#/pages/user/notice/index');
    const link = /不想再收到「回复和评论」的邮件：(\S+)/.exec(mail.text)![1]!;
    expect(link).toMatch(/^https:\/\/huaren\.example\/unsubscribe\?u=\d+&t=reply&s=/);

    // Nothing new: the next digest sends nothing.
    await digest(t);
    expect(await messagesTo(t.database.dataDir, a.email!)).toHaveLength(1);

    const local = new URL(link.replace('https://huaren.example', t.baseUrl));
    const tampered = new URL(local);
    tampered.searchParams.set('u', String(b!.id));
    const refused = await fetch(tampered, { method: 'POST' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('退订链接无效或已被修改');

    const confirm = await fetch(local);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('确认退订');
    // Opening the link (a mail scanner does) changes nothing; the button's POST does.
    const before = await t.client.call(notificationSettings, {}, { token: a.token });
    expect(before.data!.list[0]).toMatchObject({ type: 'reply', email: true });
    const done = await fetch(local, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('你将不再收到「回复和评论」的邮件摘要');
    const after = await t.client.call(notificationSettings, {}, { token: a.token });
    expect(after.data!.list[0]).toEqual({ type: 'reply', inApp: true, email: false, push: true });
    const forB = await t.client.call(notificationSettings, {}, { token: b!.token });
    expect(forB.data!.list[0]).toMatchObject({ email: true });

    await t.client.call(postReply, { postId: post.id, content: '再问一下' }, { token: b!.token });
    await digest(t);
    expect(await messagesTo(t.database.dataDir, a.email!)).toHaveLength(1);
  });
});
