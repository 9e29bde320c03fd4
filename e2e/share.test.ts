import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { createUser, toast } from './support/accounts';
import { call } from './support/api';
import { useBrowser } from './support/browser';
import { createPost, photo, regionId } from './support/posts';

const open = useBrowser();
/** The issue's own folder of screenshots, beside the suite's. */
const SHOTS = process.env.SHARE_SHOTS_DIR ?? join(import.meta.dirname, '../.test-data/shots');

async function shot(page: Page, name: string, fullPage = false) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The poster's pixels as RGBA, from its <img>'s PNG data URL, for jsQR. */
async function posterPixels(page: Page) {
  const src = await page.getByTestId('share-poster').locator('img').getAttribute('src');
  const png = Buffer.from(src!.replace(/^data:image\/png;base64,/, ''), 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8ClampedArray(data) };
}

describe('sharing (decision 0039)', () => {
  it('opening /p/{id} shows the server-rendered post, then lands on its detail in the app', async () => {
    const author = await createUser();
    const post = await createPost(author.token, {
      title: '分享页打开的沙发',
      content: '九成新三人沙发，法拉盛自取。',
      price: 15000,
    });
    const base = inject('baseURL');
    const html = await (await fetch(`${base}/p/${post.id}`)).text();
    expect(html).toContain('<title>分享页打开的沙发 - 华人生活圈</title>');
    expect(html).toContain('九成新三人沙发，法拉盛自取。');

    const { page } = await open('/');
    await page.goto(`${base}/p/${post.id}`);
    await page.getByTestId('post-title').waitFor();
    expect(await page.getByTestId('post-title').innerText()).toBe('分享页打开的沙发');
    expect(page.url()).toBe(`${base}/#/pages/post/detail/index?id=${post.id}`);
    await shot(page, 'share-page-landed-phone');
  });

  it('opening /r/{region}/c/{category} lands on that list in the app, not the home region', async () => {
    const author = await createUser();
    const bayArea = await regionId('旧金山湾区');
    const post = await createPost(author.token, {
      title: `湾区分享的列表车位 ${Date.now() % 100000}`,
      category: '房屋租售',
      regionId: bayArea,
    });
    const base = inject('baseURL');
    const path = `/r/${bayArea}/c/${post.categoryId}`;
    expect(await (await fetch(base + path)).text()).toContain(post.title);

    const { page } = await open('/');
    await page.goto(base + path);
    await page.getByRole('link', { name: post.title }).waitFor();
    expect(page.url()).toBe(
      `${base}/#/pages/post/list/index?region=${bayArea}&category=${post.categoryId}`,
    );
    await expect
      .poll(() => page.getByText('旧金山湾区').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await shot(page, 'share-list-landed-phone');
  });

  it('the share sheet copies the share link and the WeChat group text, and counts the share', async () => {
    const author = await createUser();
    const post = await createPost(author.token, {
      title: '群里转发的两室一厅',
      content: '近7号线，拎包入住。\n月租含水电。\n第三行不进群文字',
      price: 180000,
    });
    const { page, context } = await open(`/pages/post/detail/index?id=${post.id}`);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByTestId('post-title').waitFor();
    const base = inject('baseURL');
    const link = `${base}/p/${post.id}`;

    await page.getByTestId('post-share').click();
    await page.getByTestId('share-sheet').waitFor();
    expect(await page.getByTestId('share-url').innerText()).toBe(link);
    await shot(page, 'share-sheet-phone');
    await page.getByTestId('share-sheet').getByRole('button', { name: '复制链接' }).click();
    await toast(page, '链接已复制').waitFor();
    expect(await clipboardText(page)).toBe(link);

    await page.getByTestId('post-share').click();
    await page.getByTestId('share-group').click();
    await toast(page, '文字已复制，可粘贴到微信群').waitFor();
    expect(await clipboardText(page)).toBe(
      [
        `【二手买卖】群里转发的两室一厅`,
        '💰 $1,800',
        `📍 ${post.regionPathName}`,
        '近7号线，拎包入住。',
        '月租含水电。',
        `👉 ${link}`,
      ].join('\n'),
    );
    // One reader, one counted share a day, seen by the author in my posts.
    await expect
      .poll(
        async () => {
          const mine = await call<{ list: { id: number; shareCount?: number }[] }>(
            'GET',
            '/v1/user/my_posts/',
            { token: author.token },
          );
          return mine.list.find((card) => card.id === post.id)?.shareCount;
        },
        { timeout: 15_000 },
      )
      .toBe(1);
  });

  it('makes a poster with the photo, title, price and a QR code that decodes to the share link', async () => {
    const author = await createUser();
    const post = await createPost(author.token, {
      title: '海报上的九成新自行车，周末可看',
      price: 8000,
      photos: [await photo('#3a7bd5')],
    });
    const { page } = await open(`/pages/post/detail/index?id=${post.id}`);
    await page.getByTestId('post-title').waitFor();
    await page.getByTestId('post-share').click();
    await page.getByTestId('share-sheet').getByRole('button', { name: '生成海报' }).click();
    const poster = page.getByTestId('share-poster');
    await poster.locator('img').waitFor();
    await shot(page, 'share-poster-phone');
    const { width, height, data } = await posterPixels(page);
    const code = jsQR(data, width, height);
    expect(code?.data).toBe(`${inject('baseURL')}/p/${post.id}`);
    // The photo is drawn at the top: its blue, not the default green band.
    const [r, g, b] = data.subarray((100 * width + 100) * 4, (100 * width + 100) * 4 + 3);
    expect(b! > r! && b! > g!).toBe(true);
    await poster.getByRole('button', { name: '关闭' }).click();
    await poster.waitFor({ state: 'detached' });
  });
});
