import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs } from './support/accounts';
import { shoot, useBrowser } from './support/browser';
import { categoryId, createPost } from './support/posts';

const open = useBrowser();

/**
 * Keeps, on the window, the element the server rendered for `selector`, taken while the HTML is
 * parsed and before any of the app's code runs.
 */
async function keepServerElement(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { fromServer: Element | null }).fromServer =
        document.querySelector(wanted);
    });
  }, selector);
}

/** Whether the kept element is still on the page, and React has taken it over (hydrated it). */
function keptAndHydrated(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((wanted) => {
    const kept = (window as unknown as { fromServer: Element | null }).fromServer;
    return (
      kept !== null &&
      kept === document.querySelector(wanted) &&
      Object.keys(kept).some((key) => key.startsWith('__reactFiber'))
    );
  }, selector);
}

describe('the first view rendered by the server (decision 0047)', () => {
  it('without its scripts, a shared post shows its content laid out as the app lays it out', async () => {
    const author = await createUser();
    const post = await createPost(author.token, {
      title: '服务器画好的书架',
      content: '宜家书架，白色，五层，法拉盛自取。',
      price: 3000,
    });
    const { page } = await open('/', { serverPath: `/p/${post.id}`, javaScript: false });
    expect(await page.getByTestId('post-title').textContent()).toBe(post.title);
    expect(await page.getByTestId('post-content').textContent()).toContain('宜家书架');
    expect(await page.locator('header h1').textContent()).toBe('信息详情');
    // Styled by the page's own CSS, written into the HTML: the title is bold and the body is a card.
    const weight = await page
      .getByTestId('post-title')
      .evaluate((el) => Number(getComputedStyle(el).fontWeight));
    expect(weight).toBeGreaterThanOrEqual(600);
    const background = await page
      .getByTestId('post-body')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(255, 255, 255)');
    await shoot(page, 'first-view-detail-without-scripts');
  });

  it('without its scripts, a shared list and the home page show their posts', async () => {
    const author = await createUser();
    const category = await categoryId('二手买卖');
    const post = await createPost(author.token, { title: `服务器画好的列表 ${Date.now()}` });
    const list = await open('/', { serverPath: `/r/1/c/${category}`, javaScript: false });
    const card = list.page.locator(`[data-testid="post-card"][data-post-id="${post.id}"]`);
    expect(await card.textContent()).toContain(post.title);
    await shoot(list.page, 'first-view-list-without-scripts');
    const home = await open('/', { serverPath: '/', javaScript: false });
    expect(await home.page.getByTestId('home-categories').locator('li').count()).toBeGreaterThan(0);
    expect(
      await home.page.getByTestId('home-posts').getByTestId('post-card').count(),
    ).toBeGreaterThan(0);
    await shoot(home.page, 'first-view-home-without-scripts');
  });

  it('the app takes over the elements the server drew, and they answer taps', async () => {
    const author = await createUser();
    const post = await createPost(author.token, { title: `接管的标题 ${Date.now()}` });
    const title = '[data-testid="post-title"]';
    const { page } = await open('/', {
      serverPath: `/p/${post.id}`,
      beforeLoad: (p) => keepServerElement(p, title),
    });
    await expect.poll(() => keptAndHydrated(page, title), { timeout: 10_000 }).toBe(true);
    expect(await page.locator(title).textContent()).toBe(post.title);
    // A visitor's 收藏 leads to the login page: the hydrated button runs the app's handler.
    await page.getByTestId('post-favourite').click();
    await page.waitForURL((url) => url.hash.startsWith('#/pages/user/login/index'));
  });

  it('an address followed on a slow phone while the app takes over the drawn page leads to its page', async () => {
    const { page } = await open('/', {
      serverPath: '/',
      // A phone eight times slower than this machine: taking over the view spans many frames.
      beforeLoad: async (p) => {
        const cdp = await p.context().newCDPSession(p);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
      },
    });
    // Followed the moment the app has begun (a link in a message, a tap on the drawn page).
    await page.evaluate(() => {
      location.hash = '#/pages/post/list/index';
    });
    await page.getByTestId('post-list').or(page.getByTestId('post-list-empty')).waitFor();
    expect(await page.getByTestId('home-posts').count()).toBe(0);
  });

  it('the home page is taken over too, and its region and posts stay on screen', async () => {
    const author = await createUser();
    await createPost(author.token, { title: `首页接管 ${Date.now()}` });
    const list = '[data-testid="home-posts"]';
    const { page } = await open('/', {
      serverPath: '/',
      beforeLoad: (p) => keepServerElement(p, list),
    });
    await expect.poll(() => keptAndHydrated(page, list), { timeout: 10_000 }).toBe(true);
    expect(await page.getByTestId('home-posts').getByTestId('post-card').count()).toBeGreaterThan(
      0,
    );
  });

  it('a logged-in reader gets their own view in place of the visitor’s the server drew', async () => {
    const author = await createUser();
    const reader = await createUser();
    const post = await createPost(author.token, { title: `登录读者的详情 ${Date.now()}` });
    const title = '[data-testid="post-title"]';
    const seed = loggedInAs(reader).beforeLoad!;
    const { page } = await open('/', {
      serverPath: `/p/${post.id}`,
      beforeLoad: async (p) => {
        await seed(p);
        await keepServerElement(p, title);
      },
    });
    // Rendered afresh for them: the title is a new element, and their contacts view replaces the
    // visitor's 登录后查看联系方式.
    await expect
      .poll(() =>
        page.evaluate((wanted) => {
          const kept = (window as unknown as { fromServer: Element | null }).fromServer;
          const now = document.querySelector(wanted);
          return kept !== null && now !== null && kept !== now && !kept.isConnected;
        }, title),
      )
      .toBe(true);
    expect(await page.locator(title).textContent()).toBe(post.title);
    expect(await page.getByText('登录后查看联系方式').count()).toBe(0);
  });

  it('the community tab opened by its address paints the community the server drew, and the app takes it over', async () => {
    const feed = '[data-testid="article-feed"], [data-testid="article-feed-empty"]';
    const { page } = await open('/pages/article/home/index', {
      beforeLoad: (p) => keepServerElement(p, feed),
    });
    // Shown from the page's HTML, before any of the app's code ran, and then hydrated.
    await expect.poll(() => keptAndHydrated(page, feed), { timeout: 10_000 }).toBe(true);
    expect(await page.getByTestId('home-posts').count()).toBe(0);
    await shoot(page, 'first-view-community');
  });

  it('a page the server could not draw, reloaded by its address, never shows the home page first', async () => {
    const author = await createUser();
    const post = await createPost(author.token, { title: `按地址重新打开 ${Date.now()}` });
    const home = '[data-testid="home-posts"]';
    const { page } = await open(`/pages/post/detail/index?id=${post.id}`, {
      beforeLoad: (p) => keepServerElement(p, home),
    });
    await page.getByTestId('post-title').getByText(post.title).waitFor();
    // Nothing of home was on the page as it was parsed: the boot screen stood in until the app.
    expect(
      await page.evaluate(() => (window as unknown as { fromServer: Element | null }).fromServer),
    ).toBeNull();
    expect(await page.getByTestId('home-posts').count()).toBe(0);
  });
});
