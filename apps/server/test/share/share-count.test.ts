import { myPosts, sharePost } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { setContentStatus } from '../support/admin';
import { useContentApp } from '../support/content';
import { fromNewIp } from '../support/factories';

describe('share counts (decision 0039)', () => {
  const { ctx, postBy, author, reader, admin } = useContentApp(['author', 'reader', 'admin']);
  const shareCountOf = async (id: number) => {
    const res = await ctx().client.call(myPosts, {}, { token: author.token });
    return res.data!.list.find((card) => card.id === id)!.shareCount;
  };

  it('counts a share once a day per reader, shows the count to the author only', async () => {
    const post = await postBy(author);
    expect(await shareCountOf(post.id)).toBe(0);
    const ok = await ctx().client.call(sharePost, { id: post.id }, { token: reader.token });
    expect(ok).toMatchObject({ code: 200, data: { counted: true } });
    // Again the same day: a share still, not counted.
    const again = await ctx().client.call(sharePost, { id: post.id }, { token: reader.token });
    expect(again.data).toEqual({ counted: false });
    // Visitors count by address; the author's own shares do not count.
    const visitor = await ctx().client.call(sharePost, { id: post.id }, fromNewIp());
    expect(visitor.data).toEqual({ counted: true });
    const own = await ctx().client.call(sharePost, { id: post.id }, { token: author.token });
    expect(own.data).toEqual({ counted: false });
    expect(await shareCountOf(post.id)).toBe(2);
    ctx().clock.advance(24 * 60 * 60 * 1000 + 1);
    await ctx().client.call(sharePost, { id: post.id }, { token: reader.token });
    expect(await shareCountOf(post.id)).toBe(3);
  });

  it('stops counting a reader past 30 posts a day', async () => {
    const posts = await Promise.all(
      Array.from({ length: 31 }, (_, i) => postBy(i % 2 ? admin : reader)),
    );
    const options = fromNewIp();
    const answers = [];
    for (const post of posts) {
      answers.push((await ctx().client.call(sharePost, { id: post.id }, options)).data!.counted);
    }
    expect(answers.filter(Boolean)).toHaveLength(30);
    expect(answers.at(-1)).toBe(false);
  });

  it('answers 404 for a hidden, unknown or bad id, and counts nothing', async () => {
    const post = await postBy(author);
    await setContentStatus(ctx(), admin.token, { type: 'post', id: post.id }, 'hide');
    for (const id of [post.id, 99999999]) {
      const res = await ctx().client.call(sharePost, { id }, { token: reader.token });
      expect(res.code, String(id)).toBe(404);
    }
    expect(await shareCountOf(post.id)).toBe(0);
    const bad = await ctx().client.call(sharePost, { id: 'x' as unknown as number }, {});
    expect(bad.code).toBe(400);
  });
});
