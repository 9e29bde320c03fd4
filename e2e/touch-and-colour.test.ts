import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs } from './support/accounts';
import { shoot, useBrowser } from './support/browser';
import { createPost, expirePost, regionId } from './support/posts';

const open = useBrowser();

/** The heights of the controls under `scope`, by their text, that are under 44 px. */
async function smallTargets(scope: Locator): Promise<string[]> {
  return scope
    .locator('button, a[href], input, [role="radio"]')
    .evaluateAll((els) =>
      els
        .filter((el) => el.getBoundingClientRect().height < 44)
        .map(
          (el) =>
            `${el.textContent?.trim() || el.getAttribute('aria-label')}: ${el.getBoundingClientRect().height}px`,
        ),
    );
}

/** White text on this background colour: its WCAG contrast ratio. */
function contrastWithWhite(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const [r, g, b] = getComputedStyle(el)
        .backgroundColor.match(/\d+/g)!
        .slice(0, 3)
        .map((v) => {
          const c = Number(v) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
      const l = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      return 1.05 / (l + 0.05);
    });
}

describe('touch targets, the region chip and the brand green', () => {
  it('the list’s region chip, category chips and sort tabs are 44 px to the touch; the region reads in full', async () => {
    const [usa, flushing] = await Promise.all([regionId('美国'), regionId('纽约/法拉盛')]);
    const { page } = await open('/pages/post/list/index', {
      beforeLoad: (p) =>
        p.addInitScript(
          ([country, region]) => {
            localStorage.setItem('countryId', country);
            localStorage.setItem('countryName', '美国');
            localStorage.setItem('regionId', region);
            localStorage.setItem('regionName', '纽约/法拉盛');
            localStorage.setItem('regionPath', '美国>纽约州>纽约/法拉盛');
          },
          [String(usa), String(flushing)] as const,
        ),
    });
    const region = page.getByTestId('list-region');
    await expect.poll(() => region.innerText()).toBe('纽约/法拉盛');
    // Not cut short: the name fits its chip.
    expect(await region.locator('span').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(
      true,
    );
    await page.getByRole('group', { name: '分类' }).getByRole('button').nth(3).waitFor();
    const bar = page.locator('form[role="search"]').locator('xpath=../..');
    expect(await smallTargets(bar)).toEqual([]);
    await shoot(page, 'list-filters-touch');
  });

  it('one green: the header and the buttons share it, and white text on it passes AA', async () => {
    const author = await createUser();
    const { page } = await open('/pages/user/post/detail', loggedInAs(author));
    await page.getByTestId('post-form').waitFor();
    const header = await page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    const button = await page
      .getByTestId('post-submit')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(header).toBe(button);
    expect(await contrastWithWhite(page, 'header')).toBeGreaterThanOrEqual(4.5);
  });

  it('my posts shows each post’s expiry, 续期 where it applies, and 44 px buttons; the success page draws its tick', async () => {
    const author = await createUser();
    const live = await createPost(author.token, { title: '还在展示期的一条信息' });
    const old = await createPost(author.token, { title: '已经过期的一条信息' });
    expirePost(old.id);
    const { page } = await open('/pages/user/post/index', loggedInAs(author));
    const card = (id: number) => page.locator(`[data-post-id="${id}"]`);
    await card(old.id).waitFor();
    const day = (iso: string) => {
      const d = new Date(iso);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    expect(await card(live.id).getByTestId('my-post-expiry').innerText()).toBe(
      `${day(live.expiresAt)} 到期`,
    );
    expect(await card(old.id).getByTestId('my-post-expiry').innerText()).toMatch(
      /^已于 \d{4}-\d{2}-\d{2} 到期$/,
    );
    expect(await card(old.id).getByRole('button', { name: '续期' }).count()).toBe(1);
    expect(await card(live.id).getByRole('button', { name: '续期' }).count()).toBe(0);
    expect(await smallTargets(page.getByTestId('my-posts'))).toEqual([]);
    await shoot(page, 'my-posts-expiry');

    await page.goto(`/#/pages/user/post/success?id=${live.id}`);
    const success = page.getByTestId('post-success');
    await success.waitFor();
    expect(await success.locator('svg').count()).toBeGreaterThan(0);
    expect(await success.innerText()).not.toContain('✓');
  });
});

describe('views', () => {
  it('a reader who comes back to a post the same day is not counted again', async () => {
    const [author, reader] = await Promise.all([createUser(), createUser()]);
    const post = await createPost(author.token, { title: '浏览次数只算一次的信息' });
    const { page } = await open(`/pages/post/detail/index?id=${post.id}`, loggedInAs(reader));
    const views = page.getByTestId('post-body').getByText(/^浏览 \d+$/);
    await expect.poll(() => views.innerText()).toBe('浏览 1');
    for (let i = 0; i < 2; i++) {
      // Past the second in which views are written, then back.
      await page.waitForTimeout(1500);
      await page.reload();
      await expect.poll(() => views.innerText()).toBe('浏览 1');
    }
  });
});
