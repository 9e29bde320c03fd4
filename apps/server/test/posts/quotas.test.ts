import { Code, newComment, newPost, postReply, reportPost, type Post } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../src/lib/clock';
import { useContentApp } from '../support/content';
import { createSessionUser, postInput } from '../support/posts';
import type { LoggedInUser } from '../support/factories';

/**
 * A refused action spends no quota (decision 0008): the limits are claimed in the transaction
 * that writes the post, reply, comment or report, and a refusal rolls the claim back.
 */
const { ctx, p, articleBy, postBy, stored } = useContentApp();

/** An account registered `age` ago: younger than a day, it is under the new-account limits. */
const registered = (age: number) =>
  createSessionUser(ctx(), { createdAt: ctx().clock.now() - age });

/** Posts by established authors (20 a day each), for others to report. */
async function postsToReport(count: number): Promise<Post[]> {
  const authors = [await createSessionUser(ctx()), await createSessionUser(ctx())];
  const made = [];
  for (let i = 0; i < count; i += 1) {
    made.push(await postBy(authors[i % 2]!));
  }
  return made;
}

describe('reports', () => {
  it("a second report of a post, or a report of one's own, spends none of the 20 a day", async () => {
    const targets = await postsToReport(21);
    const user = await createSessionUser(ctx());
    const own = await postBy(user);
    const report = (postId: number) =>
      ctx().client.call(reportPost, { postId, reason: '垃圾广告' }, { token: user.token });

    expect((await report(targets[0]!.id)).code).toBe(Code.ok);
    for (let i = 0; i < 5; i += 1) {
      expect(await report(targets[0]!.id)).toEqual({
        code: Code.conflict,
        reason: '您已举报过该帖子',
      });
      expect((await report(own.id)).code).toBe(Code.invalid);
    }
    for (const target of targets.slice(1, 20)) expect((await report(target.id)).code).toBe(Code.ok);
    expect(await report(targets[20]!.id)).toEqual({
      code: Code.tooManyRequests,
      reason: '今日举报次数已达上限',
    });
    expect(await stored('post_reports', user.id)).toBe(20);
  });

  it('25 reports sent at once file exactly 20', async () => {
    const targets = await postsToReport(25);
    const user = await createSessionUser(ctx());
    const answers = await Promise.all(
      targets.map((t) =>
        ctx().client.call(reportPost, { postId: t.id, reason: '虚假诈骗' }, { token: user.token }),
      ),
    );
    expect(answers.filter((a) => a.code === Code.ok)).toHaveLength(20);
    expect(answers.filter((a) => a.code === Code.tooManyRequests)).toHaveLength(5);
    expect(await stored('post_reports', user.id)).toBe(20);
  });
});

describe('posts', () => {
  it("refused posts spend neither the new account's 3 nor the day's 20", async () => {
    const user = await registered(23 * HOUR_MS);
    const publish = (input = postInput(p)) =>
      ctx().client.call(newPost, input, { token: user.token });
    const first = postInput(p);
    expect((await publish(first)).code).toBe(Code.ok);
    for (let i = 0; i < 3; i += 1) {
      expect(await publish(first)).toEqual({ code: Code.conflict, reason: '请勿重复发布相同内容' });
      expect((await publish({ ...postInput(p), title: '' })).code).toBe(Code.invalid);
    }
    expect((await publish()).code).toBe(Code.ok);
    expect((await publish()).code).toBe(Code.ok);
    for (let i = 0; i < 5; i += 1) {
      expect(await publish()).toEqual({
        code: Code.tooManyRequests,
        reason: '新注册账号 24 小时内最多发布 3 条信息',
      });
    }

    // A day old now, and still inside the window of the day's 20 that opened with the first post.
    ctx().clock.advance(HOUR_MS + MINUTE_MS);
    for (let i = 0; i < 17; i += 1) expect((await publish()).code).toBe(Code.ok);
    expect(await publish()).toMatchObject({ code: Code.tooManyRequests });
    expect(await stored('posts', user.id)).toBe(20);
  });

  it("sent at once, a new account's posts store 3 and the same text stores once", async () => {
    const fresh = await registered(0);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        ctx().client.call(newPost, postInput(p), { token: fresh.token }),
      ),
    );
    expect(answers.filter((a) => a.code === Code.ok)).toHaveLength(3);
    expect(await stored('posts', fresh.id)).toBe(3);

    const user = await createSessionUser(ctx());
    const same = postInput(p);
    const copies = await Promise.all(
      Array.from({ length: 5 }, () => ctx().client.call(newPost, same, { token: user.token })),
    );
    expect(copies.filter((a) => a.code === Code.ok)).toHaveLength(1);
    expect(copies.filter((a) => a.code === Code.conflict)).toHaveLength(4);
    expect(await stored('posts', user.id)).toBe(1);
  });
});

describe('replies and comments', () => {
  it("refused ones spend neither the new account's 10 nor the hour's 60", async () => {
    const author = await createSessionUser(ctx());
    const post = await postBy(author);
    const article = await articleBy(author);
    const user: LoggedInUser = await registered(23 * HOUR_MS + 30 * MINUTE_MS);
    const reply = () =>
      ctx().client.call(
        postReply,
        { postId: post.id, content: '请问还在吗？' },
        { token: user.token },
      );
    const comment = () =>
      ctx().client.call(
        newComment,
        { articleId: article.id, content: '写得很好' },
        { token: user.token },
      );

    for (let i = 0; i < 5; i += 1) {
      expect((await reply()).code).toBe(Code.ok);
      expect((await comment()).code).toBe(Code.ok);
    }
    const newAccount = {
      code: Code.tooManyRequests,
      reason: '新注册账号 24 小时内最多发布 10 条回复和评论',
    };
    for (let i = 0; i < 10; i += 1) {
      expect(await reply()).toEqual(newAccount);
      expect(await comment()).toEqual(newAccount);
    }

    // A day old now, within the hour that opened with the first reply and the first comment.
    ctx().clock.advance(31 * MINUTE_MS);
    for (let i = 0; i < 55; i += 1) {
      expect((await reply()).code).toBe(Code.ok);
      expect((await comment()).code).toBe(Code.ok);
    }
    expect(await reply()).toMatchObject({ code: Code.tooManyRequests });
    expect(await comment()).toMatchObject({ code: Code.tooManyRequests });
    expect(await stored('post_replies', user.id)).toBe(60);
    expect(await stored('article_comments', user.id)).toBe(60);
  });
});
