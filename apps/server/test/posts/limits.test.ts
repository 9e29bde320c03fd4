import { Code, newPost, postReply, replyList } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../src/lib/clock';
import { PostLimits } from '../../src/modules/posts/rules';
import { fillHourlyEntries, useContentApp } from '../support/content';
import { everyPage } from '../support/paging';
import { createSessionUser, postInput } from '../support/posts';
import { countRows } from '../support/rows';

/** Its own file: these tests move the app's clock by a day. */
const { ctx, p, postBy, stored } = useContentApp();

describe('posting limits', () => {
  it('takes 20 posts a day from a user, refuses the 21st without storing it, and takes more a day later', async () => {
    const user = await createSessionUser(ctx());
    const other = await createSessionUser(ctx());
    for (let i = 0; i < PostLimits.postsPerUser.max; i += 1) {
      await postBy(user);
    }
    const refused = postInput(p, { title: '第二十一条帖子' });
    expect(await ctx().client.call(newPost, refused, { token: user.token })).toEqual({
      code: Code.tooManyRequests,
      reason: '今天发布的帖子太多了，请 24 小时后再试',
    });
    expect(await stored('posts', user.id)).toBe(20);
    expect(await countRows(ctx().app.db, 'posts', 'title', '第二十一条帖子')).toBe(0);
    // The limit is the user's own, not the site's.
    expect((await ctx().client.call(newPost, postInput(p), { token: other.token })).code).toBe(
      Code.ok,
    );

    ctx().clock.advance(DAY_MS);
    const again = await ctx().client.call(newPost, refused, { token: user.token });
    expect(again.code).toBe(Code.ok);
    expect(again.data!.title).toBe('第二十一条帖子');
    expect(await stored('posts', user.id)).toBe(21);
  });

  it('takes 60 replies an hour from a user, refuses the 61st without storing it, and takes more an hour later', async () => {
    const author = await createSessionUser(ctx());
    const user = await createSessionUser(ctx());
    const post = await postBy(author);
    const reply = (content: string, token = user.token) =>
      ctx().client.call(postReply, { postId: post.id, content }, { token });
    await fillHourlyEntries((content) => reply(content), PostLimits.repliesPerUser.max, {
      content: '第六十一条回复',
      reason: '回复太频繁，请 60 分钟后再试',
    });
    expect(await stored('post_replies', user.id)).toBe(60);
    expect((await reply('作者的回复', author.token)).code).toBe(Code.ok);

    ctx().clock.advance(HOUR_MS);
    expect((await reply('第六十一条回复')).data).toMatchObject({ content: '第六十一条回复' });
    expect(await stored('post_replies', user.id)).toBe(61);
  });
});

describe('GET /v1/user/reply_list/ with parentId', () => {
  it('pages through more children than the preview holds, oldest first, each once', async () => {
    const author = await createSessionUser(ctx());
    const reader = await createSessionUser(ctx());
    const post = await postBy(author);
    const say = async (token: string, content: string, replyId?: number) =>
      (await ctx().client.call(postReply, { postId: post.id, content, replyId }, { token })).data!;
    const top = await say(reader.token, '请问还在吗？');
    const children = [];
    for (let i = 1; i <= 8; i += 1) {
      children.push(await say(i % 2 ? author.token : reader.token, `第 ${i} 条楼中楼`, top.id));
    }

    const threads = await ctx().client.call(replyList, { postId: post.id });
    expect(threads.data!.list[0]).toMatchObject({ id: top.id, childCount: 8 });
    expect(threads.data!.list[0]!.children.map((c) => c.id)).toEqual(
      children.slice(0, 3).map((c) => c.id),
    );

    const pages = await everyPage((cursor) =>
      ctx().client.call(replyList, { postId: post.id, parentId: top.id, pageSize: 3, ...cursor }),
    );
    expect(pages.map((page) => page.length)).toEqual([3, 3, 2]);
    expect(pages.flat().map((c) => c.id)).toEqual(children.map((c) => c.id));
  });
});
