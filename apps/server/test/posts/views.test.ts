import { postDetail } from '@huaren/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/lib/clock';
import { VIEW_FLUSH_MS } from '../../src/core/content/view-counter';
import { storedViewCount, useContentApp } from '../support/content';
import { POSTS } from '../../src/core/content/kinds';
import { createLoggedInUser } from '../support/factories';

const { ctx, postBy } = useContentApp();

/** The stored count, once the views of the last second have been written (VIEW_FLUSH_MS). */
async function storedViews(id: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, VIEW_FLUSH_MS + 600));
  return storedViewCount(ctx(), POSTS, id);
}

describe('post views', () => {
  it('counts each reader once a day: a user by account, a visitor by address and browser', async () => {
    const [author, reader] = await Promise.all([
      createLoggedInUser(ctx()),
      createLoggedInUser(ctx()),
    ]);
    const post = await postBy(author);
    const read = (token?: string, agent = 'Safari/605') =>
      ctx().client.call(postDetail, { id: post.id }, { token, headers: { 'User-Agent': agent } });

    for (let i = 0; i < 3; i++) await read(reader.token);
    expect(await storedViews(post.id)).toBe(1);
    // A revisit after the write is still no new view, nor shown as one.
    expect((await read(reader.token)).data!.viewCount).toBe(1);
    expect(await storedViews(post.id)).toBe(1);

    await read(undefined, 'Safari/605');
    await read(undefined, 'Safari/605');
    await read(undefined, 'Chrome/131');
    expect(await storedViews(post.id)).toBe(3);
    // The author's own reads are no views.
    await read(author.token);
    expect(await storedViews(post.id)).toBe(3);

    // Another day, the same readers count again.
    ctx().clock.advance(DAY_MS);
    await read(reader.token);
    await read(undefined, 'Safari/605');
    expect(await storedViews(post.id)).toBe(5);
  });

  it('keeps no address: a visitor is a hash that changes every day', async () => {
    const author = await createLoggedInUser(ctx());
    const post = await postBy(author);
    await ctx().client.call(postDetail, { id: post.id }, { headers: { 'User-Agent': 'Edge/1' } });
    await storedViews(post.id);
    const { rows } = await sql<{ reader: string }>`
      select reader from view_readers where item_id = ${post.id} and kind = 'posts'`.execute(
      ctx().app.db,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reader).toMatch(/^v[\w-]{32}$/);
    expect(rows[0]!.reader).not.toContain('127.0.0.1');
  });
});
