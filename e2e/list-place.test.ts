import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs } from './support/accounts';
import { chooseRegion, createArticle, likeArticle, regionNamed } from './support/articles';
import { shoot, useBrowser } from './support/browser';
import { ageAccount, createPost } from './support/posts';

const open = useBrowser();

const LIST = '/pages/post/list/index';
const COMMUNITY = '/pages/article/home/index';
const MY_LIKES = '/pages/user/like/index';

/** The cards of a feed: posts or articles, each carrying its id in an attribute. */
const POST = { testId: 'post-card', idAttribute: 'data-post-id' };
const ARTICLE = { testId: 'article-card', idAttribute: 'data-article-id' };
type Card = typeof POST;

/** A word no other post of the run contains, so the list holds this test's posts only. */
const uniqueWord = (tag: string) => `${tag}${Date.now().toString(36)}`;

/** Posts made through the API, 15 an author (an account may publish 20 a day). */
async function manyPosts(word: string, count: number): Promise<number[]> {
  const authors = await Promise.all(
    Array.from({ length: Math.ceil(count / 15) }, () => createUser()),
  );
  for (const author of authors) ageAccount(author.id);
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const author = authors[Math.floor(i / 15)]!;
    ids.push((await createPost(author.token, { title: `第 ${i + 1} 条 ${word}` })).id);
  }
  return ids;
}

/** Articles made through the API in `regionId`, 10 a writer (a writer's daily limit). */
async function manyArticles(regionId: number, count: number): Promise<number[]> {
  const writers = await Promise.all(
    Array.from({ length: Math.ceil(count / 10) }, () => createUser()),
  );
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const writer = writers[Math.floor(i / 10)]!;
    ids.push((await createArticle(writer.token, { title: `第 ${i + 1} 篇文章`, regionId })).id);
  }
  return ids;
}

/** Scrolls the window by `distance` in steps, as a finger would, loading pages on the way. */
async function scrollBy(page: Page, distance: number): Promise<void> {
  for (let done = 0; done < distance; done += 400) {
    await page.mouse.wheel(0, Math.min(400, distance - done));
    await page.waitForTimeout(50);
  }
}

/**
 * The first card whose tap point (20 px down its middle) is on the screen, not under the sticky
 * nav bar and filters.
 */
function topCard(page: Page, card: Card): Promise<number> {
  return page.evaluate(({ testId, idAttribute }) => {
    const cards = [...document.querySelectorAll<HTMLElement>(`[data-testid="${testId}"]`)];
    const first = cards.find((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + 20);
      return box.y >= 0 && element.contains(hit);
    });
    return Number(first?.getAttribute(idAttribute));
  }, card);
}

/**
 * Taps a card where it is on the screen (a locator's click could scroll it first, moving the
 * place the test means to come back to).
 */
async function tapCard(page: Page, card: Card, id: number): Promise<void> {
  const box = (await page.locator(`[${card.idAttribute}="${id}"]`).boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + 20);
}

/**
 * Scrolls the feed down past `distance`, opens the card at the top of the screen, and comes back
 * by `back`: the same card is at the top, with as many cards as were loaded.
 */
async function leaveAndComeBack(
  page: Page,
  card: Card,
  distance: number,
  opened: string,
  back: () => Promise<unknown>,
): Promise<void> {
  await page.getByTestId(card.testId).first().waitFor();
  await scrollBy(page, distance);
  await expect.poll(() => page.getByTestId(card.testId).count()).toBeGreaterThan(20);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1600);
  const left = await topCard(page, card);
  const loaded = await page.getByTestId(card.testId).count();

  await tapCard(page, card, left);
  await page.getByTestId(opened).waitFor();
  await back();
  await expect.poll(() => topCard(page, card)).toBe(left);
  expect(await page.getByTestId(card.testId).count()).toBe(loaded);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);
}

describe('back to a list keeps its place', () => {
  it('the post list returns to the card the user left, with its pages, by ← and by browser back', async () => {
    const word = uniqueWord('place');
    await manyPosts(word, 45);
    const { page } = await open(`${LIST}?keyword=${word}`);
    const arrow = () => page.getByRole('button', { name: '返回' }).click();
    await leaveAndComeBack(page, POST, 2400, 'post-body', arrow);
    await shoot(page, 'list-place-back');
    await page.evaluate(() => window.scrollTo(0, 0));
    await leaveAndComeBack(page, POST, 2000, 'post-body', () => page.goBack());
  });

  it('the community feed and my liked articles come back on the tab and at the card left', async () => {
    const region = await regionNamed('怀俄明州');
    const reader = await createUser();
    const ids = await manyArticles(region.id, 25);
    for (const id of ids) await likeArticle(reader.token, id);
    const { page } = await open(COMMUNITY, {
      beforeLoad: async (p) => {
        await loggedInAs(reader).beforeLoad!(p);
        await chooseRegion(p, region);
      },
    });

    await page.getByRole('tab', { name: '热门' }).click();
    await page.waitForURL(/sort=popular/);
    const arrow = () => page.getByRole('button', { name: '返回' }).click();
    await leaveAndComeBack(page, ARTICLE, 2000, 'article-view', arrow);
    expect(await page.getByRole('tab', { name: '热门' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    await page.getByRole('link', { name: '我的' }).click();
    await page.getByTestId('mine-likes').click();
    await page.getByRole('tab', { name: '文章' }).click();
    await page.waitForURL((url) => url.hash.startsWith(`#${MY_LIKES}?tab=articles`));
    await leaveAndComeBack(page, ARTICLE, 2000, 'article-view', () => page.goBack());
    expect(await page.getByRole('tab', { name: '文章' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await shoot(page, 'list-place-my-likes');
  });
});
