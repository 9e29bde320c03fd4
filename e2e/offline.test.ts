import { Messages, type Post } from '@huaren/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { createUser, loggedInAs, toast } from './support/accounts';
import { localStorageOf, shoot, useBrowser, type OpenOptions } from './support/browser';
import { createPost } from './support/posts';

const open = useBrowser();

const LIST = '/pages/post/list/index';
const DETAIL = '/pages/post/detail/index';

/**
 * The app as a phone keeps it: the service worker controls the page, so that it opens without
 * signal. The console logs every request the browser could not send.
 */
async function openInstalled(path: string, options: OpenOptions = {}) {
  const app = await open(path, {
    ...options,
    serviceWorkers: 'allow',
    allowErrors: /ERR_INTERNET_DISCONNECTED/,
  });
  await app.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return app;
}

/** The answers the app keeps for offline use (app/offlineCache.ts), as stored. */
async function keptText(page: Page): Promise<string> {
  return (await localStorageOf(page)).offlineCache ?? '';
}

/** Makes every kept answer `minutes` older, as if the reading had been that long ago. */
async function ageKept(page: Page, minutes: number): Promise<void> {
  await page.evaluate((ms) => {
    const kept = JSON.parse(localStorage.getItem('offlineCache')!) as {
      queries: { updatedAt: number }[];
    };
    for (const query of kept.queries) query.updatedAt -= ms;
    localStorage.setItem('offlineCache', JSON.stringify(kept));
  }, minutes * 60_000);
}

/** A post as the server tells a visitor now. */
const postNow = (id: number) => call<Post>('GET', `/v1/user/posts/${id}/`);

describe('installed app', () => {
  it('serves the app shell offline and never caches API answers', async () => {
    const { page, context } = await open('/', {
      serviceWorkers: 'allow',
      allowErrors: /ERR_INTERNET_DISCONNECTED/,
    });
    await page.getByTestId('home-categories').waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
      }
      return urls;
    });
    expect(cached.some((u) => new URL(u).pathname.endsWith('/index.html'))).toBe(true);
    expect(cached.filter((u) => u.includes('/v1/'))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    // The answers come from the app's own copies (app/offlineCache.ts), which say so.
    await page.getByTestId('stale-note').getByText('离线').waitFor();
    await shoot(page, 'offline-home');
  });

  it('links a web app manifest with the brand colour and icons', async () => {
    const { page } = await open('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const res = await page.request.get(new URL(href!, page.url()).toString());
    const manifest = (await res.json()) as { theme_color: string; icons: { sizes: string }[] };
    expect(manifest.theme_color.toLowerCase()).toBe('#217f35');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });
});

describe('without signal', () => {
  it('a page says 网络未连接 at once, with 重试, and fills in when the connection returns', async () => {
    const { page, context } = await openInstalled('/');
    await page.getByTestId('home-categories').waitFor();
    await context.setOffline(true);
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '社区' })
      .click();
    // The newest articles came with the page (decision 0043); the most liked did not.
    await page.getByRole('tab', { name: '热门' }).click();
    // At once: not a spinner for the 60 s of a request timeout.
    const failed = page.getByTestId('error-view');
    await failed.getByText(Messages.offline).waitFor({ timeout: 5000 });
    expect(await failed.getByRole('button', { name: '重试' }).count()).toBe(1);
    expect(await toast(page, Messages.offline).count()).toBe(0);
    await shoot(page, 'offline-nothing-kept');

    await context.setOffline(false);
    await page.getByTestId('article-feed').or(page.getByTestId('article-feed-empty')).waitFor();
    expect(await failed.count()).toBe(0);
  });

  it('the lists and details read last open without signal, saying how old they are', async () => {
    const author = await createUser();
    const word = `kept${Date.now().toString(36)}`;
    const older = await createPost(author.token, { title: `旧的一条 ${word}` });
    const newer = await createPost(author.token, { title: `新的一条 ${word}` });
    const { page, context } = await openInstalled(`${LIST}?keyword=${word}`);
    await page.locator(`[data-post-id="${older.id}"] a`).click();
    await page.getByTestId('post-title').getByText(older.title).waitFor();
    await page.goBack();
    await page.locator(`[data-post-id="${newer.id}"]`).waitFor();
    await expect.poll(() => keptText(page)).toContain(older.title);
    // The list refreshed on the way back; its answer is written a second later.
    await page.waitForTimeout(1500);
    await ageKept(page, 6);

    await context.setOffline(true);
    await page.reload();
    await page.locator(`[data-post-id="${newer.id}"]`).waitFor();
    await page.locator(`[data-post-id="${older.id}"]`).waitFor();
    const note = page.getByTestId('stale-note');
    await note.getByText('离线 · 6分钟前的内容').waitFor();
    await shoot(page, 'offline-kept-list');
    await page.locator(`[data-post-id="${older.id}"] a`).click();
    await page.getByTestId('post-title').getByText(older.title).waitFor();
    await note.getByText('离线 · 6分钟前的内容').waitFor();
    await shoot(page, 'offline-kept-detail');

    // Back online, the page refreshes what it shows by itself.
    await context.setOffline(false);
    await note.waitFor({ state: 'detached' });
  });

  it("a logout forgets the kept pages, and one account's never open for another", async () => {
    const [first, second] = await Promise.all([createUser(), createUser()]);
    const mine = await createPost(first.token, { title: `只属于我的发布 ${Date.now()}` });
    const { page } = await open('/pages/user/home/index', loggedInAs(first));
    await page.getByTestId('mine-posts').click();
    await page.locator(`[data-post-id="${mine.id}"]`).waitFor();
    await expect.poll(() => keptText(page)).toContain(mine.title);
    const kept = await keptText(page);

    // Another account in the same browser, with the first one's copies stored, and no signal.
    const other = await open('/pages/user/post/index', {
      beforeLoad: async (p) => {
        await loggedInAs(second).beforeLoad!(p);
        await p.addInitScript((text) => localStorage.setItem('offlineCache', text), kept);
        await p.route('**/v1/user/my_posts/**', (route) => route.abort('internetdisconnected'));
      },
      allowErrors: /ERR_INTERNET_DISCONNECTED/,
    });
    await other.page.getByTestId('error-view').waitFor();
    expect(await other.page.getByText(mine.title).count()).toBe(0);

    await page.getByRole('button', { name: '返回' }).click();
    await page.getByTestId('mine-setting').click();
    await page.getByTestId('logout').click();
    await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
    await page.getByTestId('user-visitor').waitFor();
    await expect.poll(() => keptText(page)).not.toContain(mine.title);
  });

  it("a reply and a like made offline are kept or undone, never sent behind the user's back", async () => {
    const [author, reader] = await Promise.all([createUser(), createUser()]);
    const post = await createPost(author.token, { title: `离线回复 ${Date.now()}` });
    const { page, context } = await openInstalled(`${DETAIL}?id=${post.id}`, loggedInAs(reader));
    await page.getByTestId('post-like').waitFor();
    await page.getByTestId('post-reply').click();
    await page.getByTestId('reply-composer').waitFor();

    await context.setOffline(true);
    const words = '没信号的时候写的回复';
    await page.getByLabel('回复内容').fill(words);
    await page.getByTestId('reply-send').click();
    await toast(page, Messages.offline).waitFor();
    const unsent = page.getByTestId('reply-composer-unsent');
    await unsent.getByText('网络未连接，内容已保存在本机，联网后再发送').waitFor();
    await shoot(page, 'offline-reply-kept');
    // Kept on the phone: a reload without signal still has it.
    await page.reload();
    expect(await page.getByLabel('回复内容').inputValue()).toBe(words);

    await page.goBack();
    await page.getByTestId('post-like').click();
    await toast(page, Messages.offline).waitFor();
    await expect.poll(() => page.getByTestId('post-like-count').innerText()).toBe('0');

    // The connection returns: nothing leaves by itself.
    await context.setOffline(false);
    await page.waitForTimeout(1500);
    expect(await postNow(post.id)).toMatchObject({ replyCount: 0, likeCount: 0 });

    await page.getByTestId('post-reply').click();
    expect(await page.getByLabel('回复内容').inputValue()).toBe(words);
    await page.getByTestId('reply-send').click();
    await page.getByTestId('reply-list').getByText(words).waitFor();
    expect(await page.getByLabel('回复内容').inputValue()).toBe('');
    expect(await postNow(post.id)).toMatchObject({ replyCount: 1 });
  });
});
