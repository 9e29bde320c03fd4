import {
  adminSetContentStatus,
  Code,
  myPosts,
  postDetail,
  postList,
  recommendImportantPost,
  type PostListItem,
} from '@huaren/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../support/admin';
import { useContentApp, storedViewCount } from '../support/content';
import { createLoggedInUser } from '../support/factories';
import { createPost, established, postInput } from '../support/posts';
import { POSTS } from '../../src/core/content/kinds';

const { ctx, p } = useContentApp();
let token: string;
const ids: Record<string, number> = {};

const idsOf = (list: PostListItem[] | undefined) => (list ?? []).map((i) => i.id);

beforeAll(async () => {
  token = (await createLoggedInUser(ctx(), established(ctx()))).token;
  const make = async (name: string, overrides: Parameters<typeof postInput>[1]) => {
    ids[name] = (await createPost(ctx(), token, postInput(p, overrides))).id;
  };
  await make('flushingJob', { regionId: p.flushing, categoryId: p.jobs });
  await make('brooklynRoom', { regionId: p.brooklyn, categoryId: p.housing, price: 90000 });
  await make('newYorkJob', { regionId: p.newYorkState, categoryId: p.jobs });
  await make('bayAreaJob', { regionId: p.bayArea, categoryId: p.jobs });
  await make('canadaJob', { regionId: p.canada, categoryId: p.jobs });
});

describe('POST /v1/user/post_list/', () => {
  it('lists newest first with the card fields and no contact', async () => {
    const res = await ctx().client.call(postList, {});
    expect(idsOf(res.data?.list)).toEqual(
      ['canadaJob', 'bayAreaJob', 'newYorkJob', 'brooklynRoom', 'flushingJob'].map((n) => ids[n]),
    );
    const room = res.data!.list.find((i) => i.id === ids.brooklynRoom)!;
    expect(room).toMatchObject({
      categoryId: p.housing,
      regionId: p.brooklyn,
      regionPathName: '美国>纽约州>布鲁克林',
      price: 90000,
      thumbUrl: null,
      imageCount: 0,
      status: 'published',
      excerpt: '法拉盛缅街川菜馆招聘炒锅师傅一名，包吃住，工资面议。',
    });
    expect(room).not.toHaveProperty('contact');
  });

  it('includes sub-regions: a state lists its metros, a country its states', async () => {
    const state = await ctx().client.call(postList, { regionId: p.newYorkState });
    expect(idsOf(state.data?.list)).toEqual([ids.newYorkJob, ids.brooklynRoom, ids.flushingJob]);
    const metro = await ctx().client.call(postList, { regionId: p.flushing });
    expect(idsOf(metro.data?.list)).toEqual([ids.flushingJob]);
    const country = await ctx().client.call(postList, { regionId: p.usa, categoryId: p.jobs });
    expect(idsOf(country.data?.list)).toEqual([ids.bayAreaJob, ids.newYorkJob, ids.flushingJob]);
    const unknown = await ctx().client.call(postList, { regionId: 99999 });
    expect(unknown.data?.list).toEqual([]);
  });

  it('pages by cursor without repeating or skipping', async () => {
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const res = await ctx().client.call(postList, { pageSize: 2, ...(cursor ? { cursor } : {}) });
      expect(res.code).toBe(Code.ok);
      seen.push(...idsOf(res.data?.list));
      cursor = res.data!.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(Object.values(ids).sort((a, b) => b - a));
  });

  it('sorts by likes and by replies with ties newest first, paging by (count, id)', async () => {
    await ctx()
      .app.db.updateTable('posts')
      .set({ like_count: 5 })
      .where('id', '=', ids.flushingJob!)
      .execute();
    await ctx()
      .app.db.updateTable('posts')
      .set({ like_count: 5 })
      .where('id', '=', ids.bayAreaJob!)
      .execute();
    await ctx()
      .app.db.updateTable('posts')
      .set({ reply_count: 3 })
      .where('id', '=', ids.newYorkJob!)
      .execute();
    const first = await ctx().client.call(postList, { sort: 'likes', pageSize: 1 });
    expect(idsOf(first.data?.list)).toEqual([ids.bayAreaJob]);
    const second = await ctx().client.call(postList, {
      sort: 'likes',
      pageSize: 2,
      cursor: first.data!.nextCursor!,
    });
    expect(idsOf(second.data?.list)).toEqual([ids.flushingJob, ids.canadaJob]);
    const replies = await ctx().client.call(postList, { sort: 'replies', pageSize: 1 });
    expect(idsOf(replies.data?.list)).toEqual([ids.newYorkJob]);
  });

  it.each([
    [{ sort: 'hottest' }, '排序方式不正确'],
    [{ pageSize: 51 }, '每页条数最多为 50'],
    [{ cursor: 'garbage' }, '分页参数不正确'],
    [{ regionId: -1 }, '地区编号不正确'],
    [{ keyword: '关'.repeat(51) }, '关键词最多 50 个字'],
  ] as const)('refuses %j: %s', async (input, reason) => {
    expect(await ctx().client.call(postList, input)).toEqual({ code: Code.invalid, reason });
  });

  it('refuses a latest cursor used with another sort', async () => {
    const page = await ctx().client.call(postList, { pageSize: 1 });
    const res = await ctx().client.call(postList, {
      sort: 'likes',
      cursor: page.data!.nextCursor!,
    });
    expect(res).toEqual({ code: Code.invalid, reason: '分页参数不正确' });
  });
});

describe('GET /v1/user/posts/{id}/', () => {
  it('hides the contact from a visitor and counts views of others only', async () => {
    const reader = await createLoggedInUser(ctx());
    const asVisitor = await ctx().client.call(postDetail, { id: ids.flushingJob });
    expect(asVisitor.data).toMatchObject({ contact: null, contactHidden: true, mine: false });
    expect(asVisitor.data!.author).toEqual({
      id: expect.any(Number),
      nickName: expect.any(String),
    });
    const asReader = await ctx().client.call(
      postDetail,
      { id: ids.flushingJob },
      { token: reader.token },
    );
    expect(asReader.data).toMatchObject({
      contact: { phone: '+17185550123', wechat: 'flushing_chef', email: null },
      contactHidden: false,
      viewCount: 2,
    });
    const asOwner = await ctx().client.call(postDetail, { id: ids.flushingJob }, { token });
    expect(asOwner.data).toMatchObject({ viewCount: 2, mine: true });
    // Views are written in batches about once a second.
    await expect
      .poll(() => storedViewCount(ctx(), POSTS, ids.flushingJob!), { timeout: 5000, interval: 200 })
      .toBe(2);
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect(await ctx().client.call(postDetail, { id: 999999 })).toEqual({
      code: Code.notFound,
      reason: '帖子不存在或已删除',
    });
    expect(await ctx().client.call(postDetail, { id: 'abc' })).toEqual({
      code: Code.invalid,
      reason: '帖子编号不正确',
    });
  });

  it('keeps hidden posts from others and out of lists, but shows them to the owner', async () => {
    // Through the console's call: a visitor's answers from before it are in the public cache.
    const admin = await createAdmin(ctx());
    const hide = { type: 'post', id: ids.canadaJob!, action: 'hide', reason: '广告' } as const;
    const hidden = await ctx().client.call(adminSetContentStatus, hide, { token: admin.token });
    expect(hidden.code).toBe(Code.ok);
    expect((await ctx().client.call(postDetail, { id: ids.canadaJob })).code).toBe(Code.notFound);
    expect(idsOf((await ctx().client.call(postList, {})).data?.list)).not.toContain(ids.canadaJob);
    const own = await ctx().client.call(postDetail, { id: ids.canadaJob }, { token });
    expect(own.data).toMatchObject({ status: 'hidden', mine: true });
    const mine = await ctx().client.call(myPosts, {}, { token });
    expect(mine.data!.list.find((i) => i.id === ids.canadaJob)?.status).toBe('hidden');
  });
});

describe('GET /v1/user/recommend_important_post/', () => {
  it('puts recommended posts first, then the newest with images, then the newest others, in the region', async () => {
    await ctx()
      .app.db.updateTable('posts')
      .set({ recommended_at: 1, recommend_until: ctx().clock.now() + 60_000 })
      .where('id', '=', ids.flushingJob!)
      .execute();
    await ctx()
      .app.db.updateTable('posts')
      .set({ image_count: 1, thumb_url: '/u/t.webp' })
      .where('id', '=', ids.brooklynRoom!)
      .execute();
    const res = await ctx().client.call(recommendImportantPost, { regionId: p.newYorkState });
    expect(idsOf(res.data?.list)).toEqual([ids.flushingJob, ids.brooklynRoom, ids.newYorkJob]);
    // A region whose posts have no photos still shows them on the home page.
    const bay = await ctx().client.call(recommendImportantPost, { regionId: p.bayArea });
    expect(idsOf(bay.data?.list)).toEqual([ids.bayAreaJob]);
  });
});
