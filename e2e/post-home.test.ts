import { describe, expect, it } from 'vitest';
import { createUser } from './support/accounts';
import { createAdmin } from './support/admin';
import { call } from './support/api';
import { useBrowser } from './support/browser';
import { createPost } from './support/posts';

const open = useBrowser();

const WEEK_MS = 7 * 86_400_000;

describe('recommended posts on the home page', () => {
  it('a post an administrator recommends leads the home page, ahead of a newer one', async () => {
    const [author, admin] = await Promise.all([createUser(), createAdmin()]);
    const chosen = await createPost(author.token, { title: '管理员推荐的华人超市招聘' });
    const newer = await createPost(author.token, { title: '没有图片也没有推荐的帖子' });
    // A week on, whatever the time zone of the day's end: recommended now either way.
    const until = new Date(Date.now() + WEEK_MS).toISOString().slice(0, 10);
    await call('POST', '/v1/admin/post/recommend/', {
      token: admin.token,
      body: { postId: chosen.id, until },
    });

    const { page } = await open('/');
    const card = page.getByTestId('home-posts').locator(`[data-post-id="${chosen.id}"]`);
    await card.waitFor();
    expect(await card.innerText()).toContain('管理员推荐的华人超市招聘');
    // Then the newest posts with photos, then the newest of the rest.
    const order = await page
      .getByTestId('home-posts')
      .locator('[data-post-id]')
      .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-post-id'))));
    expect(order.indexOf(chosen.id)).toBe(0);
    expect(order).toContain(newer.id);

    await card.getByRole('link').click();
    await page.getByTestId('post-title').waitFor();
    expect(await page.getByTestId('post-title').innerText()).toBe('管理员推荐的华人超市招聘');
  });
});
