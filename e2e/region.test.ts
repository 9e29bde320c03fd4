import { describe, expect, it } from 'vitest';
import { localStorageOf, shoot, useBrowser } from './support/browser';

const open = useBrowser();

describe('region picker', () => {
  it('drills down country → state → metro and keeps the choice across a reload', async () => {
    const { page } = await open('/');
    await page.getByTestId('region-current').click();
    const list = page.getByTestId('region-list');
    await list.getByRole('button', { name: '纽约州' }).click();
    await list.getByRole('button', { name: '纽约/法拉盛' }).click();

    await page.getByTestId('home-categories').waitFor();
    expect(await page.getByTestId('region-current').innerText()).toContain('纽约/法拉盛');
    const stored = await localStorageOf(page);
    expect(stored).toMatchObject({
      countryName: '美国',
      regionName: '纽约/法拉盛',
      regionPath: '美国>纽约州>纽约/法拉盛',
    });
    expect(stored.regionId).not.toBe(stored.countryId);

    await page.reload();
    await page.getByTestId('home-categories').waitFor();
    // The server draws the first region's home (decision 0047); the app moves to the stored one.
    await expect
      .poll(() => page.getByTestId('region-current').innerText(), { timeout: 10_000 })
      .toContain('纽约/法拉盛');
    expect((await localStorageOf(page)).regionPath).toBe('美国>纽约州>纽约/法拉盛');
  });

  it('picks a popular metro in one tap and can choose a whole state', async () => {
    const { page } = await open('/pages/region/index');
    await page.getByTestId('region-popular').getByRole('button', { name: '旧金山湾区' }).click();
    await page.getByTestId('home-categories').waitFor();
    expect(await page.getByTestId('region-current').innerText()).toContain('旧金山湾区');
    expect((await localStorageOf(page)).regionPath).toBe('美国>加利福尼亚州>旧金山湾区');

    await page.getByTestId('region-current').click();
    await page.getByTestId('region-list').getByRole('button', { name: '纽约州' }).click();
    await page.getByTestId('region-whole').click();
    await page.getByTestId('home-categories').waitFor();
    const stored = await localStorageOf(page);
    expect(stored).toMatchObject({ regionName: '纽约州', regionPath: '美国>纽约州' });
  });

  it('finds a metro by its English name, pinyin or Traditional name', async () => {
    const { page } = await open('/pages/region/index');
    const search = page.getByTestId('region-search');
    await search.fill('Flushing');
    const matches = page.getByTestId('region-matches');
    expect(await matches.getByRole('button').allInnerTexts()).toEqual([
      expect.stringContaining('纽约/法拉盛'),
    ]);
    await search.fill('爾灣');
    await matches.getByRole('button', { name: /尔湾/ }).waitFor();
    await search.fill('erwan');
    await matches.getByRole('button', { name: /尔湾/ }).waitFor();
    await shoot(page, 'region-search-pinyin');
    await matches.getByRole('button', { name: /尔湾/ }).click();
    await page.getByTestId('home-categories').waitFor();
    expect((await localStorageOf(page)).regionPath).toBe('美国>加利福尼亚州>尔湾');
  });
});
