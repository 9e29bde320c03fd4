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
 * Code an entry page never shows on arrival, by a mark its chunk's text cannot lose in
 * minification (a class name, a string the library prints, an option's name): each ships only
 * with the screen or the overlay that uses it (a form, the map, the editor, the share poster;
 * antd-mobile's sheets, dialogs, toasts and photo viewer bring its animation and gesture
 * libraries).
 */
const HEAVY: Record<string, string> = {
  zod: '$ZodType',
  'the map (Leaflet)': 'leaflet-container',
  'the editor (ProseMirror)': 'ProseMirror',
  // Not 'uqr' alone: a chunk's hash can hold it (stream-BcTjuqr9.js, in the first chunk's list).
  'the poster (QR code)': 'uqr only supports',
  'phone number rules (libphonenumber-js)': 'country_calling_codes',
  'the animation library (react-spring)': 'frameLoop',
  'the gesture library (@use-gesture)': 'pinchOnWheel',
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

  const pages: [string, () => Entry, (page: Page) => Promise<unknown>][] = [
    ['the home page', () => ({ path: '/' }), (p) => p.getByTestId('home-posts').waitFor()],
    [
      'a post list opened by its URL',
      () => ({ serverPath: listPath }),
      (p) => p.getByTestId('post-card').first().waitFor(),
    ],
    [
      'a post detail opened by its URL',
      () => ({ serverPath: `/p/${postId}` }),
      (p) => p.getByTestId('post-title').waitFor(),
    ],
    [
      'the community home',
      () => ({ path: '/pages/article/home/index' }),
      (p) => p.getByTestId('article-card').first().waitFor(),
    ],
  ];

  it.each(pages)('%s', async (name, entry, ready) => {
    const scripts = await scriptsOf(entry(), ready);
    const heavy = Object.entries(HEAVY).flatMap(([what, mark]) =>
      scripts.filter((s) => s.text.includes(mark)).map((s) => `${what} in ${s.url}`),
    );
    expect(heavy, 'chunks the page does not need').toEqual([]);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`${name}: ${total} B gzip in ${scripts.length} scripts (budget ${BUDGET} B)`);
    expect(total, 'JavaScript, gzip bytes').toBeLessThanOrEqual(BUDGET);
  });
});
