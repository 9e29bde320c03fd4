import {
  closePost,
  Code,
  myPosts,
  postDetail,
  postList,
  postReply,
  renewPost,
  reopenPost,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/lib/clock';
import { createPostRepository } from '../../src/modules/posts/post.repository';
import { callOk } from '../support/call-ok';
import { unique } from '../support/factories';
import { useContentApp } from '../support/content';
import { createSession, searchIds } from '../support/posts';

/** Its own file: these tests move the app's clock by weeks (decision 0038). */
const { ctx, p, postBy, author, reader } = useContentApp(['author', 'reader']);

const listed = async (categoryId: number) =>
  (await ctx().client.call(postList, { categoryId })).data!.list.map((i) => i.id);
const close = (id: number, token = author.token) => ctx().client.call(closePost, { id }, { token });
const housing = (overrides = {}) =>
  postBy(author, {
    title: `法拉盛两室一厅出租${unique()}`,
    content: '法拉盛缅街附近两室一厅，近地铁，干净安静，随时入住。',
    categoryId: p.housing,
    price: 180000,
    priceUnit: 'month',
    ...overrides,
  });

describe('sold, rented and filled marks', () => {
  it('labels the mark by category: housing 已租 (a sale 已售), jobs 已招满, second-hand 已售', async () => {
    const rent = await housing();
    const sale = await housing({ price: 65000000, priceUnit: null });
    const job = await postBy(author);
    const bike = await postBy(author, { categoryId: p.secondhand, price: 5000 });
    const labels = [];
    for (const post of [rent, sale, job, bike]) {
      const res = await close(post.id);
      expect(res.code).toBe(Code.ok);
      labels.push([res.data!.closed!.kind, res.data!.closed!.label]);
    }
    expect(labels).toEqual([
      ['rented', '已租'],
      ['sold', '已售'],
      ['filled', '已招满'],
      ['sold', '已售'],
    ]);
  });

  it('leaves the lists and search at once, stays at its address a week with the mark, then expires', async () => {
    const post = await housing({ title: '法拉盛独立套房出租近地铁' });
    expect(await listed(p.housing)).toContain(post.id);
    expect(await searchIds(ctx(), '独立套房')).toContain(post.id);

    const marked = await close(post.id);
    const until = Date.parse(marked.data!.closed!.until);
    expect(until - Date.parse(marked.data!.closed!.closedAt)).toBe(7 * DAY_MS);
    expect(Date.parse(marked.data!.expiresAt)).toBe(until);
    expect(await listed(p.housing)).not.toContain(post.id);
    expect(await searchIds(ctx(), '独立套房')).not.toContain(post.id);
    const seen = await ctx().client.call(postDetail, { id: post.id }, { token: reader.token });
    expect(seen.data).toMatchObject({ status: 'published', closed: { label: '已租' } });
    const mine = await callOk(ctx(), myPosts, {}, author.token);
    expect(mine.list.find((i) => i.id === post.id)?.closed?.label).toBe('已租');

    ctx().clock.advance(7 * DAY_MS - 60_000);
    expect((await ctx().client.call(postDetail, { id: post.id })).code).toBe(Code.ok);
    ctx().clock.advance(60_000);
    expect((await ctx().client.call(postDetail, { id: post.id })).code).toBe(Code.notFound);
    const token = await createSession(ctx(), author.id);
    await createPostRepository(ctx().app.db).expire(ctx().clock.now());
    const own = await callOk(ctx(), postDetail, { id: post.id }, token);
    expect(own).toMatchObject({ status: 'expired', closed: { label: '已租' } });
    expect(await ctx().client.call(reopenPost, { id: post.id }, { token })).toEqual({
      code: Code.invalid,
      reason: '标记已超过 7 天，不能撤销',
    });
    expect(await ctx().client.call(renewPost, { id: post.id }, { token })).toEqual({
      code: Code.invalid,
      reason: '该帖子当前状态不能续期',
    });
  });

  it('closes replies with a Chinese 409 naming the mark', async () => {
    const job = await postBy(author);
    await close(job.id);
    const res = await ctx().client.call(
      postReply,
      { postId: job.id, content: '请问还招人吗？' },
      { token: reader.token },
    );
    expect(res).toEqual({ code: Code.conflict, reason: '该信息已招满，不再接受回复' });
  });

  it('lets the author take the mark back within the week, with the life the post had', async () => {
    const post = await housing();
    await close(post.id);
    ctx().clock.advance(3 * DAY_MS);
    const token = await createSession(ctx(), author.id);
    const back = await ctx().client.call(reopenPost, { id: post.id }, { token });
    expect(back.code).toBe(Code.ok);
    expect(back.data).toMatchObject({ closed: null, expiresAt: post.expiresAt });
    expect(await listed(p.housing)).toContain(post.id);
    expect(await ctx().client.call(reopenPost, { id: post.id }, { token })).toEqual({
      code: Code.invalid,
      reason: '该信息没有标记',
    });
    const reply = await ctx().client.call(
      postReply,
      { postId: post.id, content: '还在出租吗？' },
      { token: await createSession(ctx(), reader.id) },
    );
    expect(reply.code).toBe(Code.ok);
  });

  it('answers 404 for another user’s post, a missing one and a deleted one, and changes nothing', async () => {
    const post = await housing();
    const token = await createSession(ctx(), reader.id);
    for (const call of [closePost, reopenPost]) {
      expect(await ctx().client.call(call, { id: post.id }, { token })).toEqual({
        code: Code.notFound,
        reason: '帖子不存在或已删除',
      });
      expect((await ctx().client.call(call, { id: 2_000_000_000 }, { token })).code).toBe(
        Code.notFound,
      );
    }
    expect((await ctx().client.call(closePost, { id: post.id })).code).toBe(Code.notLoggedIn);
    expect(await listed(p.housing)).toContain(post.id);
  });

  it('marks a published, live post only; marking twice changes nothing', async () => {
    const post = await housing();
    const authorToken = await createSession(ctx(), author.id);
    const first = await ctx().client.call(closePost, { id: post.id }, { token: authorToken });
    const again = await ctx().client.call(closePost, { id: post.id }, { token: authorToken });
    expect(again.data!.closed).toEqual(first.data!.closed);
    const old = await housing();
    ctx().clock.advance(31 * DAY_MS);
    const late = await createSession(ctx(), author.id);
    expect(await ctx().client.call(closePost, { id: old.id }, { token: late })).toEqual({
      code: Code.invalid,
      reason: '只有展示中的信息可以标记',
    });
  });
});
