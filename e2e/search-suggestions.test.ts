import { describe, expect, it } from 'vitest';
import { localStorageOf, shoot, useBrowser } from './support/browser';

const open = useBrowser();

const keywordOf = (url: string) => new URLSearchParams(url.split('?')[1]).get('keyword');

describe('under the search box', () => {
  it('offers popular searches, then this device’s own, which a tap searches and 清除 clears', async () => {
    const { page } = await open('/');
    const box = page.getByTestId('home-search');
    await box.click();
    const popular = page.getByTestId('search-popular');
    await popular.waitFor();
    expect(await popular.getByRole('button').allInnerTexts()).toContain('租房');
    expect(await page.getByTestId('search-history').count()).toBe(0);

    await box.fill('法拉盛 两室');
    await box.press('Enter');
    await page.getByTestId('list-search').waitFor();
    expect(keywordOf(page.url())).toBe('法拉盛 两室');

    await page.goto('/#/');
    await page.getByTestId('home-search').click();
    const history = page.getByTestId('search-history');
    await history.waitFor();
    expect(await history.getByRole('button').allInnerTexts()).toEqual(['法拉盛 两室']);
    await shoot(page, 'search-suggestions');
    // A popular word searches at once, and joins the history.
    await popular.getByRole('button', { name: '二手车' }).click();
    await page.getByTestId('list-search').waitFor();
    expect(keywordOf(page.url())).toBe('二手车');
    expect(JSON.parse((await localStorageOf(page)).searchHistory!)).toEqual([
      '二手车',
      '法拉盛 两室',
    ]);

    await page.goto('/#/');
    await page.getByTestId('home-search').click();
    await page.getByRole('button', { name: '清除' }).click();
    await expect.poll(() => page.getByTestId('search-history').count()).toBe(0);
    expect(await page.getByTestId('search-popular').count()).toBe(1);
    expect((await localStorageOf(page)).searchHistory).toBeUndefined();
  });
});
