import { Code, myPosts, postDetail, postLike, postList, renewPost } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/lib/clock';
import { createPostRepository } from '../../src/modules/posts/post.repository';
import { useContentApp, hideStored } from '../support/content';
import { createSession, createSessionUser, searchIds, setExpiry } from '../support/posts';
import { isIndexed } from './indexed';

/** Its own file: these tests move the app's clock by a month. */
const { ctx, p, postBy } = useContentApp();

const idsIn = async (regionId: number) =>
  (await ctx().client.call(postList, { regionId })).data!.list.map((i) => i.id);
const found = (keyword: string) => searchIds(ctx(), keyword);

describe('the life of a post', () => {
  it('leaves every public list after 30 days and stays in my posts as expired', async () => {
    const owner = await createSessionUser(ctx());
    const post = await postBy(owner);
    ctx().clock.advance(30 * DAY_MS - 60_000);
    expect((await ctx().client.call(postDetail, { id: post.id })).code).toBe(Code.ok);
    expect(await idsIn(p.flushing)).toContain(post.id);

    ctx().clock.advance(60_000);
    const token = await createSession(ctx(), owner.id);
    const reader = await createSessionUser(ctx());
    expect((await ctx().client.call(postDetail, { id: post.id })).code).toBe(Code.notFound);
    expect(await idsIn(p.flushing)).not.toContain(post.id);
    expect(await ctx().client.call(postLike, { postId: post.id }, { token: reader.token })).toEqual(
      { code: Code.notFound, reason: '帖子不存在或已删除' },
    );
    const mine = await ctx().client.call(myPosts, {}, { token });
    expect(mine.data!.list.find((i) => i.id === post.id)?.status).toBe('expired');
    const own = await ctx().client.call(postDetail, { id: post.id }, { token });
    expect(own.data).toMatchObject({ status: 'expired', mine: true });
  });

  it('renews an expired post for another 30 days, whether or not housekeeping marked it', async () => {
    const owner = await createSessionUser(ctx());
    const post = await postBy(owner);
    ctx().clock.advance(31 * DAY_MS);
    const token = await createSession(ctx(), owner.id);
    expect(await createPostRepository(ctx().app.db).expire(ctx().clock.now())).toBeGreaterThan(0);
    const row = await ctx()
      .app.db.selectFrom('posts')
      .select('status')
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');

    const before = ctx().clock.now();
    const renewed = await ctx().client.call(renewPost, { id: post.id }, { token });
    expect(renewed.data).toMatchObject({ status: 'published' });
    const life = Date.parse(renewed.data!.expiresAt) - before;
    expect(life).toBeGreaterThanOrEqual(30 * DAY_MS);
    expect(life).toBeLessThan(30 * DAY_MS + 5_000);
    expect(await idsIn(p.flushing)).toContain(post.id);
  });

  it('refuses to renew a hidden post', async () => {
    const owner = await createSessionUser(ctx());
    const post = await postBy(owner);
    await hideStored(ctx(), 'posts', post.id);
    expect(await ctx().client.call(renewPost, { id: post.id }, { token: owner.token })).toEqual({
      code: Code.invalid,
      reason: '该帖子当前状态不能续期',
    });
  });

  it('leaves keyword search when it expires and comes back when renewed', async () => {
    const owner = await createSessionUser(ctx());
    const swept = await postBy(owner, {
      title: '出售二手钢琴',
      content: '立式钢琴，音准良好，自提。',
    });
    const late = await postBy(owner, {
      title: '钢琴家教上门',
      content: '音乐学院毕业，耐心细致。',
    });
    expect(await found('钢琴')).toEqual([late.id, swept.id]);

    ctx().clock.advance(31 * DAY_MS);
    // Past its life a post is out of search before housekeeping marks it.
    expect(await found('钢琴')).toEqual([]);
    // Housekeeping takes the lapsed post out of the index and leaves `late`, given another day
    // here; `late` then lapses with no housekeeping after it: published, past its life, indexed.
    await setExpiry(ctx(), late.id, ctx().clock.now() + DAY_MS);
    await createPostRepository(ctx().app.db).expire(ctx().clock.now());
    expect(await isIndexed(ctx(), swept.id)).toBe(false);
    expect(await isIndexed(ctx(), late.id)).toBe(true);
    await setExpiry(ctx(), late.id);
    expect(await found('钢琴')).toEqual([]);

    const token = await createSession(ctx(), owner.id);
    for (const post of [swept, late]) {
      const renewed = await ctx().client.call(renewPost, { id: post.id }, { token });
      expect(renewed.data).toMatchObject({ status: 'published' });
    }
    expect(await found('钢琴')).toEqual([late.id, swept.id]);
    expect(await isIndexed(ctx(), swept.id)).toBe(true);
  });
});
