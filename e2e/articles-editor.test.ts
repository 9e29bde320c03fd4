import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs } from './support/accounts';
import { articleCardIds, chooseRegion, regionNamed } from './support/articles';
import { axeViolations } from './support/axe';
import { shoot, useBrowser } from './support/browser';
import { photo } from './support/posts';

const open = useBrowser();

const EDIT = '/pages/user/article/edit';
const FEED = '/pages/article/home/index';

/** Picks a photo in the editor with the cursor at the end of the body; waits for it to show. */
async function insertPhoto(page: Page, color: string, imagesAfter: number): Promise<void> {
  const body = page.getByRole('textbox', { name: '正文', exact: true });
  await body.click();
  await page.keyboard.press('Control+End');
  await page.getByTestId('editor-image-input').setInputFiles({
    name: `${color.slice(1)}.png`,
    mimeType: 'image/png',
    buffer: await photo(color, 1600, 1200),
  });
  await expect
    .poll(() => body.locator('img[src^="/uploads/"]').count(), { timeout: 15_000 })
    .toBe(imagesAfter);
}

describe('the article editor', () => {
  it('lets the writer choose which inserted image is the cover', async () => {
    const writer = await createUser({ nickName: '封面作者' });
    const region = await regionNamed('新罕布什尔州');
    const { page } = await open(EDIT, {
      beforeLoad: async (p) => {
        await loggedInAs(writer).beforeLoad!(p);
        await chooseRegion(p, region);
      },
    });
    await page.getByTestId('article-form').waitFor();
    const picker = page.getByTestId('cover-picker');
    expect(await picker.innerText()).toContain('在正文中插入图片后可选');

    await page.getByLabel('标题', { exact: true }).fill('新罕布什尔州秋天赏枫路线');
    await page.getByRole('textbox', { name: '正文', exact: true }).click();
    await page.keyboard.type('十月中旬是最好的时候，沿着 112 号公路一路向东。');
    await insertPhoto(page, '#c62828', 1);
    await insertPhoto(page, '#ef6c00', 2);

    const options = picker.getByRole('radio');
    expect(await options.count()).toBe(2);
    expect(await picker.innerText()).toContain('默认为正文第一张图片');
    expect(await options.nth(0).isChecked()).toBe(true);
    const chosen = await options.nth(1).getAttribute('data-image-id');
    await page.getByLabel('第 2 张图片作封面').check();
    expect(await options.nth(1).isChecked()).toBe(true);
    await picker.scrollIntoViewIfNeeded();
    await shoot(page, 'articles-editor-cover');
    expect(await axeViolations(page), 'editor with a cover choice').toEqual([]);

    // The choice is part of the draft.
    await page.reload();
    await page.getByTestId('article-form').waitFor();
    await expect.poll(() => options.nth(1).isChecked()).toBe(true);

    await page.getByTestId('article-submit').click();
    await page.getByTestId('article-success').waitFor();
    await page.goto(`/#${FEED}`);
    const [id] = await articleCardIds(page, 'article-feed');
    const card = page.locator(`[data-article-id="${id}"]`);
    expect(await card.innerText()).toContain('新罕布什尔州秋天赏枫路线');
    expect(await card.locator('img').getAttribute('src')).toBe(`/uploads/${chosen}.thumb.webp`);
    await card.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await shoot(page, 'articles-feed-cover');
  });
});
