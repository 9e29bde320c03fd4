import { CHUNK_LOAD_TIMEOUT_MS, DEFAULT_SITE_NAME } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { localStorageOf, shoot, useBrowser } from './support/browser';

const open = useBrowser();

describe('app shell', () => {
  it('first launch selects the default country and shows the recommended categories', async () => {
    const recommended: string[] = [];
    const { page } = await open('/', {
      beforeLoad: async (p) => {
        p.on('request', (request) => {
          if (request.url().includes('/v1/user/recommend_important_post/')) {
            recommended.push(request.url());
          }
        });
      },
    });
    await page.getByTestId('home-categories').getByText('房屋租售').waitFor();
    await page.getByTestId('home-posts').or(page.getByTestId('home-posts-empty')).waitFor();
    expect(await page.getByTestId('region-current').innerText()).toContain('美国');
    expect(await page.locator('h1').innerText()).toBe(DEFAULT_SITE_NAME);
    expect(await page.title()).toBe(`首页 - ${DEFAULT_SITE_NAME}`);

    const stored = await localStorageOf(page);
    expect(stored).toMatchObject({ countryName: '美国', regionName: '美国', regionPath: '美国' });
    expect(stored.regionId).toBe(stored.countryId);
    expect(Number(stored.countryId)).toBeGreaterThan(0);
    // The home page's posts are asked once, for the default region, not first for no region
    // (refreshing what the server drew into the page).
    await expect.poll(() => recommended.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(recommended.map((url) => new URL(url).searchParams.get('regionId'))).toEqual([
      stored.countryId,
    ]);
    // Categories that are not recommended stay off the home page.
    expect(await page.getByTestId('home-categories').getByText('其他').count()).toBe(0);
  });

  it('switches between the four tabs with their titles', async () => {
    const { page } = await open('/');
    const tabs = page.getByRole('navigation', { name: '主导航' });
    await page.getByTestId('home-categories').waitFor();

    await tabs.getByRole('link', { name: '社区' }).click();
    await page.getByTestId('article-write').waitFor();
    expect(page.url()).toMatch(/#\/pages\/article\/home\/index$/);
    expect(await page.locator('h1').innerText()).toBe('社区');
    expect(await tabs.getByRole('link', { name: '社区' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await tabs.getByRole('link', { name: '信息' }).click();
    const all = page.getByTestId('all-categories');
    await all.getByText('法律移民').waitFor();
    expect(await page.locator('h1').innerText()).toBe('版块');
    expect(await page.title()).toBe(`版块 - ${DEFAULT_SITE_NAME}`);
    await all.getByText('其他').waitFor();

    await tabs.getByRole('link', { name: '我的' }).click();
    await page.getByTestId('user-visitor').waitFor();
    expect(await page.locator('h1').innerText()).toBe('个人中心');
    expect(await page.getByTestId('app-version').innerText()).toContain('1.0.1');

    await tabs.getByRole('link', { name: '首页' }).click();
    await page.getByTestId('region-current').waitFor();
    expect(page.url()).toMatch(/#\/$/);
  });

  it('navigating to the page already shown does nothing', async () => {
    const { page } = await open('/');
    await page.getByTestId('home-categories').waitFor();
    const before = await page.evaluate(() => history.length);
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '首页' })
      .click();
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => history.length)).toBe(before);
    expect(page.url()).toMatch(/#\/$/);
  });

  it('back returns to the previous page; a page opened directly offers home instead', async () => {
    const { page } = await open('/');
    await page.getByTestId('region-current').click();
    await page.getByTestId('region-list').waitFor();
    expect(await page.locator('h1').innerText()).toBe('选择地区');
    expect(await page.getByRole('navigation', { name: '主导航' }).count()).toBe(0);
    await page.getByRole('button', { name: '返回', exact: true }).click();
    await page.getByTestId('home-categories').waitFor();
    expect(page.url()).toMatch(/#\/$/);

    // Nothing of the app lies behind it: no back arrow, a way home.
    const direct = await open('/pages/region/index');
    await direct.page.getByTestId('region-list').waitFor();
    expect(await direct.page.getByRole('button', { name: '返回', exact: true }).count()).toBe(0);
    await direct.page.getByRole('button', { name: '返回首页' }).click();
    await direct.page.getByTestId('home-categories').waitFor();
    expect(direct.page.url()).toMatch(/#\/$/);
    expect(await direct.page.getByRole('button', { name: '返回首页' }).count()).toBe(0);
  });

  it('the spec alias of home shows the home page', async () => {
    const { page } = await open('/pages/home/index');
    await page.getByTestId('home-categories').getByText('房屋租售').waitFor();
    expect(await page.locator('h1').innerText()).toBe(DEFAULT_SITE_NAME);
  });

  it('a desktop browser shows a centred phone-width column', async () => {
    const { page } = await open('/');
    await page.setViewportSize({ width: 1280, height: 800 });
    const box = await page.getByRole('navigation', { name: '主导航' }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.width).toBeLessThanOrEqual(750);
    expect(Math.abs(box!.x + box!.width / 2 - 640)).toBeLessThan(2);
  });

  it("a page whose code never arrives ends in the error view with 重试 after the spec's 120 s", async () => {
    const LIST_CHUNK = /\/assets\/list-[\w-]+\.js$/;
    const { page } = await open('/', {
      // The error boundary logs why the page failed.
      allowErrors: /page code did not arrive/,
      beforeLoad: async (p) => {
        // The list page's code is asked for and never answered, as on a dead connection.
        await p.route(LIST_CHUNK, () => new Promise(() => {}));
      },
    });
    await page.getByTestId('home-categories').getByText('房屋租售').waitFor();
    // The clock is ours from here: the 120 s wait starts when the list is asked for.
    await page.clock.install();
    // An address typed or a link followed while the app is open.
    await page.evaluate(() => {
      location.hash = '#/pages/post/list/index';
    });
    await page.clock.fastForward(CHUNK_LOAD_TIMEOUT_MS);
    const failed = page.getByTestId('error-view');
    await failed.waitFor();
    expect(await failed.innerText()).toContain('页面加载失败');
    await shoot(page, 'shell-chunk-timeout');

    // The connection is back: 重试 loads the page.
    await page.unroute(LIST_CHUNK);
    await failed.getByRole('button', { name: '重试' }).click();
    await page.getByTestId('post-list').or(page.getByTestId('post-list-empty')).waitFor();
  });
});
