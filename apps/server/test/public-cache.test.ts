import { randomUUID } from 'node:crypto';
import {
  Code,
  Header,
  Messages,
  postDetail,
  postLike,
  postList,
  type PostListItem,
} from '@huaren/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from './support/app';
import { readEnvelope } from './support/client';
import { createPost, createSessionUser, places, postInput, type Places } from './support/posts';
import { storedViewCount } from './support/content';
import { POSTS } from '../src/core/content/kinds';

const titlesOf = (list: PostListItem[] | undefined) => (list ?? []).map((i) => i.title);

/** A title changed in the database behind the API's back: only the TTL can reveal it. */
async function retitle(t: TestApp, id: number, title: string): Promise<void> {
  await t.app.db.updateTable('posts').set({ title }).where('id', '=', id).execute();
}

describe('the public cache (PUBLIC_CACHE_MS default)', () => {
  const ctx = useTestApp();
  let p: Places;
  let author: { token: string };
  let reader: { token: string };

  beforeAll(async () => {
    p = await places(ctx());
    author = await createSessionUser(ctx());
    reader = await createSessionUser(ctx());
  });

  it("answers a visitor's list from the cache until the TTL has passed", async () => {
    const post = await createPost(ctx(), author.token, postInput(p));
    const first = await ctx().client.call(postList, {});
    expect(titlesOf(first.data?.list)[0]).toBe(post.title);
    await retitle(ctx(), post.id, '改过的标题一二三');
    expect(await ctx().client.call(postList, {})).toEqual(first);
    ctx().clock.advance(1000);
    const later = await ctx().client.call(postList, {});
    expect(titlesOf(later.data?.list)[0]).toBe('改过的标题一二三');
  });

  it('shares a list with logged-in users, whose cards carry nothing of theirs', async () => {
    ctx().clock.advance(1000);
    const post = await createPost(ctx(), author.token, postInput(p));
    const asReader = await ctx().client.call(postList, {}, { token: reader.token });
    expect(titlesOf(asReader.data?.list)[0]).toBe(post.title);
    await retitle(ctx(), post.id, '登录用户看到的缓存');
    expect(await ctx().client.call(postList, {}, { token: author.token })).toEqual(asReader);
    expect(await ctx().client.call(postList, {})).toEqual(asReader);
    ctx().clock.advance(1000);
    const later = await ctx().client.call(postList, {}, { token: reader.token });
    expect(titlesOf(later.data?.list)[0]).toBe('登录用户看到的缓存');
  });

  it('keys a list by its price range and field filters too (decision 0041)', async () => {
    ctx().clock.advance(1000);
    const room = (bedrooms: number, price: number) =>
      createPost(
        ctx(),
        author.token,
        postInput(p, { categoryId: p.housing, price, priceUnit: 'month', fields: { bedrooms } }),
      );
    const small = await room(1, 100000);
    const big = await room(3, 300000);
    const ids = async (filter: object) =>
      (
        (await ctx().client.call(postList, { categoryId: p.housing, ...filter })).data?.list ?? []
      ).map((i) => i.id);
    expect(await ids({ fields: { bedrooms: { min: 2 } } })).toEqual([big.id]);
    expect(await ids({ fields: { bedrooms: { max: 2 } } })).toEqual([small.id]);
    expect(await ids({ priceMax: 200000 })).toEqual([small.id]);
    expect(await ids({ priceMin: 200000 })).toEqual([big.id]);
  });

  it('refuses a bad input every time it is sent: only an input that parsed is kept', async () => {
    ctx().clock.advance(1000);
    const bad = [
      { pageSize: 0 },
      { categoryId: p.housing, fields: { bedrooms: { min: 'two' } } },
      { categoryId: p.housing, priceMin: 300000, priceMax: 100000 },
    ];
    for (const input of bad) {
      for (let i = 0; i < 2; i++) {
        const answer = await ctx().client.call(postList, input as object);
        expect(answer.code).toBe(Code.invalid);
      }
    }
    const post = await createPost(ctx(), author.token, postInput(p));
    const sent = { categoryId: post.categoryId, pageSize: 5 };
    expect(titlesOf((await ctx().client.call(postList, sent)).data?.list)[0]).toBe(post.title);
    await retitle(ctx(), post.id, '按原样缓存的输入');
    expect(titlesOf((await ctx().client.call(postList, sent)).data?.list)[0]).toBe(post.title);
  });

  it('sends a cached answer with the headers of a computed one', async () => {
    ctx().clock.advance(1000);
    const send = () =>
      ctx().client.fetch(postList.path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ categoryId: p.jobs }),
      });
    const computed = await send();
    const cached = await send();
    for (const name of ['content-type', 'cache-control', 'x-content-type-options']) {
      expect(cached.headers.get(name)).toBe(computed.headers.get(name));
    }
    expect(cached.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(cached.headers.get(Header.serverTime)).toMatch(/^\d+$/);
    expect(cached.headers.get(Header.requestId)).not.toBe(computed.headers.get(Header.requestId));
    expect(await cached.text()).toBe(await computed.text());
  });

  it('still checks the signature and the nonce of a call it answers', async () => {
    const nonce = randomUUID();
    const send = (sign: { nonce: string; s?: string }) =>
      ctx().client.fetch(postList.path, {
        method: 'POST',
        sign,
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
    expect((await readEnvelope(await send({ nonce }))).code).toBe(Code.ok);
    expect(await readEnvelope(await send({ nonce }))).toEqual({
      code: Code.invalid,
      reason: Messages.replayedNonce,
    });
    expect(
      (await readEnvelope(await send({ nonce: randomUUID(), s: 'x'.repeat(32) }))).code,
    ).not.toBe(Code.ok);
  });

  it('shows a post published through the API to a visitor at once', async () => {
    await ctx().client.call(postList, {});
    const post = await createPost(ctx(), author.token, postInput(p));
    const after = await ctx().client.call(postList, {});
    expect(titlesOf(after.data?.list)[0]).toBe(post.title);
  });

  it("shows a like in a visitor's detail at once", async () => {
    const post = await createPost(ctx(), author.token, postInput(p));
    const before = await ctx().client.call(postDetail, { id: post.id });
    expect(before.data?.likeCount).toBe(0);
    await ctx().client.call(postLike, { postId: post.id }, { token: reader.token });
    const after = await ctx().client.call(postDetail, { id: post.id });
    expect(after.data?.likeCount).toBe(1);
  });

  it('counts a view for every visitor it answers, from the cache or not, once a day each', async () => {
    const post = await createPost(ctx(), author.token, postInput(p));
    // Three browsers (a visitor is known by address and browser), the first twice.
    for (const browser of ['Safari/1', 'Chrome/2', 'Firefox/3', 'Safari/1']) {
      const headers = { 'User-Agent': browser };
      expect((await ctx().client.call(postDetail, { id: post.id }, { headers })).code).toBe(
        Code.ok,
      );
    }
    // Views are written in batches about once a second.
    await expect
      .poll(() => storedViewCount(ctx(), POSTS, post.id), { timeout: 5000, interval: 200 })
      .toBe(3);
  });

  it("never answers a logged-in user with a visitor's answer", async () => {
    const post = await createPost(ctx(), author.token, postInput(p));
    await ctx().client.call(postLike, { postId: post.id }, { token: reader.token });
    for (let i = 0; i < 2; i++) {
      const asVisitor = await ctx().client.call(postDetail, { id: post.id });
      expect(asVisitor.data).toMatchObject({ contact: null, contactHidden: true, liked: false });
    }
    const asReader = await ctx().client.call(postDetail, { id: post.id }, { token: reader.token });
    expect(asReader.data).toMatchObject({
      contact: { wechat: 'flushing_chef' },
      contactHidden: false,
      liked: true,
    });
  });
});

describe('PUBLIC_CACHE_MS=0', () => {
  const ctx = useTestApp({ env: { PUBLIC_CACHE_MS: '0' } });

  it('answers every visitor from the database', async () => {
    const p = await places(ctx());
    const author = await createSessionUser(ctx());
    const post = await createPost(ctx(), author.token, postInput(p));
    await ctx().client.call(postList, {});
    await retitle(ctx(), post.id, '改过的标题四五六');
    const list = await ctx().client.call(postList, {});
    expect(titlesOf(list.data?.list)[0]).toBe('改过的标题四五六');
    expect(ctx().app.publicCache.size).toBe(0);
  });
});
