import {
  articleLike,
  Code,
  markNotificationsRead,
  myNotifications,
  newComment,
  notificationUnreadCount,
  postLike,
  type Notification,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { createAdmin, setContentStatus } from './support/admin';
import { useTestApp, type TestApp } from './support/app';
import { jobsSettled } from './support/jobs';
import { noticeList, replyTo, unreadNotices } from './support/notices';
import { articleInput, createArticle } from './support/articles';
import {
  createPost,
  createSessionUser,
  places,
  postAmongUsers,
  postInput,
  premoderate,
} from './support/posts';

const ctx = useTestApp();

/** Waits until the worker has written every queued notice. */
const settled = (t: TestApp) => jobsSettled(t, ['notify']);

async function noticesOf(t: TestApp, token: string): Promise<Notification[]> {
  await settled(t);
  return noticeList(t, token);
}

async function unread(t: TestApp, token: string): Promise<number> {
  await settled(t);
  return unreadNotices(t, token);
}

describe('reply notices', () => {
  it('tell the post author and the answered writer, once each, never the replier', async () => {
    const t = ctx();
    const [post, a, b, c] = await postAmongUsers(t, 3);
    const fromB = await replyTo(t, b!.token, post.id);
    await replyTo(t, a.token, post.id); // the author's own reply tells nobody
    const fromC = await replyTo(t, c!.token, post.id, fromB.id);

    const forA = await noticesOf(t, a.token);
    expect(forA).toEqual([
      expect.objectContaining({
        verb: 'reply',
        text: `${c!.nickName} 回复了你的帖子`,
        target: { type: 'post', id: post.id, entryId: fromC.id },
      }),
      {
        id: expect.any(Number),
        type: 'reply',
        verb: 'reply',
        text: `${b!.nickName} 回复了你的帖子`,
        excerpt: '请问还在招吗？',
        actor: { id: b!.id, nickName: b!.nickName },
        target: { type: 'post', id: post.id, entryId: fromB.id },
        read: false,
        updatedAt: expect.any(String),
      },
    ]);
    expect(await noticesOf(t, b!.token)).toEqual([
      expect.objectContaining({
        verb: 'answer',
        text: `${c!.nickName} 回复了你的回复`,
        target: { type: 'post', id: post.id, entryId: fromC.id },
      }),
    ]);
    expect(await noticesOf(t, c!.token)).toEqual([]);
  });

  it('tell an article author of a comment', async () => {
    const t = ctx();
    const [a, b] = await Promise.all([1, 2].map(() => createSessionUser(t)));
    const article = await createArticle(t, a!.token, articleInput((await places(t)).flushing));
    const res = await t.client.call(
      newComment,
      { articleId: article.id, content: '写得很实用' },
      { token: b!.token },
    );
    expect(res.code).toBe(Code.ok);
    expect(await noticesOf(t, a!.token)).toEqual([
      expect.objectContaining({
        text: `${b!.nickName} 评论了你的文章`,
        excerpt: '写得很实用',
        target: { type: 'article', id: article.id, entryId: res.data!.id },
      }),
    ]);
  });

  it('counts 50 parallel replies exactly', async () => {
    const t = ctx();
    const [post, author, ...repliers] = await postAmongUsers(t, 51);
    await Promise.all(repliers.map((r) => replyTo(t, r.token, post.id)));
    expect(await unread(t, author.token)).toBe(50);
    expect(await noticesOf(t, author.token)).toHaveLength(50);
  });

  it('leave no link to a reply an administrator hid', async () => {
    const t = ctx();
    const admin = await createAdmin(t);
    const [post, a, b] = await postAmongUsers(t, 2);
    const fromB = await replyTo(t, b!.token, post.id);
    await settled(t);
    expect(
      (await setContentStatus(t, admin.token, { type: 'reply', id: fromB.id }, 'hide')).code,
    ).toBe(Code.ok);
    const [notice] = await noticesOf(t, a.token);
    expect(notice).toMatchObject({ verb: 'reply', target: null });
  });
});

describe('like notices', () => {
  it('group the likes of one item: 张三等 5 人赞了你的帖子', async () => {
    const t = ctx();
    const [post, author, ...likers] = await postAmongUsers(t, 6);
    for (const liker of likers) {
      await t.client.call(postLike, { postId: post.id }, { token: liker.token });
      await settled(t);
    }
    // Unliking and liking again is still one person; the author's own like is nobody.
    const last = likers[4]!;
    await t.client.call(postLike, { postId: post.id }, { token: last.token });
    await t.client.call(postLike, { postId: post.id }, { token: last.token });
    await t.client.call(postLike, { postId: post.id }, { token: author.token });

    expect(await noticesOf(t, author.token)).toEqual([
      expect.objectContaining({
        type: 'like',
        text: `${last.nickName}等 5 人赞了你的帖子`,
        excerpt: post.title,
        actor: { id: last.id, nickName: last.nickName },
        target: { type: 'post', id: post.id, entryId: null },
      }),
    ]);
    expect(await unread(t, author.token)).toBe(1);
  });

  it('start a new notice after the grouped one was read', async () => {
    const t = ctx();
    const author = await createSessionUser(t);
    const article = await createArticle(t, author.token, articleInput((await places(t)).flushing));
    const [x, y] = await Promise.all([1, 2].map(() => createSessionUser(t)));
    await t.client.call(articleLike, { articleId: article.id }, { token: x!.token });
    await settled(t);
    await t.client.call(markNotificationsRead, { all: true }, { token: author.token });
    await t.client.call(articleLike, { articleId: article.id }, { token: y!.token });
    const list = await noticesOf(t, author.token);
    expect(list.map((n) => [n.text, n.read])).toEqual([
      [`${y!.nickName} 赞了你的文章`, false],
      [`${x!.nickName} 赞了你的文章`, true],
    ]);
  });
});

describe('moderation notices', () => {
  it('tell the author of a hide with its reason, and of the restore', async () => {
    const t = ctx();
    const admin = await createAdmin(t);
    const [post, author] = await postAmongUsers(t);
    await setContentStatus(t, admin.token, { type: 'post', id: post.id }, 'hide', '联系方式不实');
    await settled(t);
    await setContentStatus(t, admin.token, { type: 'post', id: post.id }, 'restore', '已核实');
    expect(await noticesOf(t, author.token)).toEqual([
      expect.objectContaining({
        type: 'moderation',
        verb: 'restored',
        text: `你的帖子「${post.title}」已恢复显示`,
        actor: null,
      }),
      expect.objectContaining({
        verb: 'hidden',
        text: `你的帖子「${post.title}」已被隐藏`,
        excerpt: '原因：联系方式不实',
        // The author still sees a hidden post of theirs (with the reason): the notice leads there.
        target: { type: 'post', id: post.id, entryId: null },
      }),
    ]);
    expect(await noticesOf(t, admin.token)).toEqual([]);
  });

  it('tell the author of a pre-moderated post that it was approved', async () => {
    const t = ctx();
    const admin = await createAdmin(t);
    const author = await createSessionUser(t);
    const p = await places(t);
    await premoderate(t, p.secondhand);
    const post = await createPost(t, author.token, postInput(p, { categoryId: p.secondhand }));
    expect(post.status).toBe('pending');
    expect(
      (await setContentStatus(t, admin.token, { type: 'post', id: post.id }, 'approve')).code,
    ).toBe(Code.ok);
    expect(await noticesOf(t, author.token)).toEqual([
      expect.objectContaining({
        verb: 'approved',
        text: `你的帖子「${post.title}」已通过审核`,
        target: { type: 'post', id: post.id, entryId: null },
      }),
    ]);
  });
});

describe('POST /v1/user/notifications/read/', () => {
  it("marks the caller's notices read and ignores another user's ids", async () => {
    const t = ctx();
    const [post, a, b] = await postAmongUsers(t, 2);
    for (let i = 0; i < 3; i++) await replyTo(t, b!.token, post.id);
    const [first, second] = await noticesOf(t, a.token);

    const byB = await t.client.call(
      markNotificationsRead,
      { ids: [first!.id] },
      { token: b!.token },
    );
    expect(byB).toEqual({ code: Code.ok, data: { count: 0 } });
    expect(await unread(t, a.token)).toBe(3);

    const byA = await t.client.call(
      markNotificationsRead,
      { ids: [first!.id] },
      { token: a.token },
    );
    expect(byA).toEqual({ code: Code.ok, data: { count: 2 } });
    const list = await noticesOf(t, a.token);
    expect(list.map((n) => n.read)).toEqual([true, false, false]);
    expect(list[1]!.id).toBe(second!.id);

    expect(await t.client.call(markNotificationsRead, { all: true }, { token: a.token })).toEqual({
      code: Code.ok,
      data: { count: 0 },
    });
  });

  it('refuses bad input with its reason', async () => {
    const t = ctx();
    const user = await createSessionUser(t);
    const call = (input: Record<string, unknown>) =>
      t.client.call(markNotificationsRead, input, { token: user.token });
    expect(await call({})).toEqual({ code: Code.invalid, reason: '请选择要标记已读的消息' });
    expect(await call({ ids: [] })).toEqual({
      code: Code.invalid,
      reason: '请选择要标记已读的消息',
    });
    expect(await call({ ids: ['x'] })).toEqual({ code: Code.invalid, reason: '消息编号不正确' });
    expect(await call({ all: 'yes' })).toEqual({
      code: Code.invalid,
      reason: '全部已读参数不正确',
    });
  });

  it('answers a visitor 403 on every notification call', async () => {
    const t = ctx();
    for (const call of [myNotifications, notificationUnreadCount, markNotificationsRead]) {
      expect((await t.client.call(call, { all: true })).code).toBe(Code.notLoggedIn);
    }
  });
});

describe('GET /v1/user/notifications/', () => {
  it('pages by key', async () => {
    const t = ctx();
    const [post, a, b] = await postAmongUsers(t, 2);
    for (let i = 0; i < 5; i++) await replyTo(t, b!.token, post.id);
    const all = await noticesOf(t, a.token);
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const res = await t.client.call(
        myNotifications,
        { pageSize: 2, ...(cursor ? { cursor } : {}) },
        { token: a.token },
      );
      seen.push(...res.data!.list.map((n) => n.id));
      cursor = res.data!.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(all.map((n) => n.id));
    expect(await t.client.call(myNotifications, { cursor: 'bogus' }, { token: a.token })).toEqual({
      code: Code.invalid,
      reason: '分页参数不正确',
    });
  });
});
