import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs } from './support/accounts';
import { shoot, useBrowser } from './support/browser';
import { categoryId, createPost, photo } from './support/posts';

const open = useBrowser();

/**
 * Every API call fails from the moment the page is asked for: what the page then shows came from
 * the HTML it was served with (decision 0043), not from a request.
 */
async function blockApi(page: Page, asked: string[] = []): Promise<void> {
  await page.route('**/v1/**', async (route) => {
    asked.push(route.request().url());
    await route.abort();
  });
}

// The app's own refresh after the first view fails here, and the browser logs it.
const REFUSED = /Failed to load resource|ERR_FAILED/;

describe('the page’s own first data in the HTML (decision 0043)', () => {
  it('a shared post’s detail shows the post, its photo first asked, with the API unreachable', async () => {
    const author = await createUser();
    const post = await createPost(author.token, {
      title: '页面数据里的书桌',
      content: '实木书桌，九成新，法拉盛自取。',
      price: 8000,
      photos: [await photo('#3a7bd5')],
    });
    const { page } = await open('/', {
      serverPath: `/p/${post.id}`,
      allowErrors: REFUSED,
      beforeLoad: (p) => blockApi(p),
    });
    await expect.poll(() => page.getByTestId('post-title').textContent()).toBe(post.title);
    await expect.poll(() => page.getByTestId('post-content').textContent()).toContain('实木书桌');
    const first = page.getByTestId('post-gallery').locator('img').first();
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    expect(await first.getAttribute('srcset')).toBe(
      `${post.images[0]!.thumbUrl} 400w, ${post.images[0]!.url} 1200w`,
    );
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    await shoot(page, 'page-data-post-detail');
  });

  it('a shared list shows its first page of cards with the API unreachable', async () => {
    const author = await createUser();
    const category = await categoryId('二手买卖');
    const post = await createPost(author.token, { title: `页面数据里的列表 ${Date.now()}` });
    const { page } = await open('/', {
      serverPath: `/r/1/c/${category}`,
      allowErrors: REFUSED,
      beforeLoad: (p) => blockApi(p),
    });
    const card = page.locator(`[data-testid="post-card"][data-post-id="${post.id}"]`);
    await expect.poll(() => card.textContent()).toContain(post.title);
  });

  it('the home page and the community tab show their first data with the API unreachable', async () => {
    const author = await createUser();
    await createPost(author.token, { photos: [await photo('#d53a7b')] });
    const home = await open('/', { allowErrors: REFUSED, beforeLoad: (p) => blockApi(p) });
    await expect
      .poll(() => home.page.getByTestId('home-posts').getByTestId('post-card').count())
      .toBeGreaterThan(0);
    const community = await open('/pages/article/home/index', {
      allowErrors: REFUSED,
      beforeLoad: (p) => blockApi(p),
    });
    const feed = community.page.locator(
      '[data-testid="article-feed"], [data-testid="article-feed-empty"]',
    );
    await expect.poll(() => feed.count()).toBe(1);
  });

  it('a logged-in reader’s detail is not taken from the page: it is theirs to ask', async () => {
    const author = await createUser();
    const reader = await createUser();
    const post = await createPost(author.token);
    const asked: string[] = [];
    const seed = loggedInAs(reader).beforeLoad!;
    const { page } = await open('/', {
      serverPath: `/p/${post.id}`,
      allowErrors: REFUSED,
      beforeLoad: async (p) => {
        await seed(p);
        await blockApi(p, asked);
      },
    });
    await expect
      .poll(() => asked.some((url) => url.includes(`/v1/user/posts/${post.id}/`)))
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('post-title').count()).toBe(0);
  });
});
