import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from './support/articles';
import { createUser } from './support/accounts';
import { useBrowser } from './support/browser';
import { categoryId, createPost, photo, regionId } from './support/posts';

const open = useBrowser();

/** Target 5 of issue 22: an entry page's JavaScript, gzip bytes (150 KB). */
const BUDGET = 150 * 1024;
/**
 * A post's detail is not there yet (decision 0043): antd-mobile's Swiper, Popup and ImageViewer
 * bring a spring and a gesture library (26 KB) and the page's own code is the largest. This keeps
 * it from growing while that work is open; lower it as it shrinks, to BUDGET.
 */
const DETAIL_BUDGET = 200 * 1024;

/**
 * Code an entry page never shows on arrival, by a mark its chunk's text cannot lose in
 * minification (a class name or a string the library prints): each ships only with the screen
 * that uses it (a form, the map, the editor, the share poster).
 */
const HEAVY: Record<string, string> = {
  zod: '$ZodType',
  'the map (Leaflet)': 'leaflet-container',
  'the editor (ProseMirror)': 'ProseMirror',
  'the poster (QR code)': 'uqr',
  'phone number rules (libphonenumber-js)': 'country_calling_codes',
};

interface Script {
  url: string;
  gzip: number;
  text: string;
}

/** Where an entry page is opened: the app's hash route, or a page the server answers. */
type Entry = { path: string } | { serverPath: string };

/**
 * Opens an entry page as a first visit and answers every script the browser fetched until the
 * page shows `ready` and the network has been quiet: what a real browser downloads, lazy imports
 * included.
 */
async function scriptsOf(entry: Entry, ready: (page: Page) => Promise<unknown>): Promise<Script[]> {
  const responses: Promise<Script>[] = [];
  const { page } = await open('path' in entry ? entry.path : '/', {
    ...('serverPath' in entry ? { serverPath: entry.serverPath } : {}),
    beforeLoad: async (p) =>
      p.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        responses.push(
          response.body().then((body) => ({
            url: response.url(),
            gzip: gzipSync(body).length,
            text: body.toString('utf8'),
          })),
        );
      }),
  });
  await ready(page);
  await page.waitForLoadState('networkidle');
  return Promise.all(responses);
}

describe('entry pages load within the JavaScript budget (issue 22, target 5)', () => {
  let postId = 0;
  let listPath = '';

  beforeAll(async () => {
    const author = await createUser();
    const region = await regionId('纽约/法拉盛');
    const category = await categoryId('二手买卖');
    const post = await createPost(author.token, {
      title: '预算测试的书桌',
      content: '实木书桌，法拉盛自取。',
      price: 5000,
      regionId: region,
      category: '二手买卖',
      photos: [await photo('#8a6d3b')],
    });
    postId = post.id;
    listPath = `/r/${region}/c/${category}`;
    await createArticle(author.token, {
      title: '预算测试的社区文章',
      body: '<p>社区的第一篇。</p>',
    });
  });

  const pages: [string, () => Entry, (page: Page) => Promise<unknown>, number][] = [
    ['the home page', () => ({ path: '/' }), (p) => p.getByTestId('home-posts').waitFor(), BUDGET],
    [
      'a post list opened by its URL',
      () => ({ serverPath: listPath }),
      (p) => p.getByTestId('post-card').first().waitFor(),
      BUDGET,
    ],
    [
      'a post detail opened by its URL',
      () => ({ serverPath: `/p/${postId}` }),
      (p) => p.getByTestId('post-title').waitFor(),
      DETAIL_BUDGET,
    ],
    [
      'the community home',
      () => ({ path: '/pages/article/home/index' }),
      (p) => p.getByTestId('article-card').first().waitFor(),
      BUDGET,
    ],
  ];

  it.each(pages)('%s', async (name, entry, ready, budget) => {
    const scripts = await scriptsOf(entry(), ready);
    const heavy = Object.entries(HEAVY).flatMap(([what, mark]) =>
      scripts.filter((s) => s.text.includes(mark)).map((s) => `${what} in ${s.url}`),
    );
    expect(heavy, 'chunks the page does not need').toEqual([]);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`${name}: ${total} B gzip in ${scripts.length} scripts (budget ${budget} B)`);
    expect(total, 'JavaScript, gzip bytes').toBeLessThanOrEqual(budget);
  });
});
