import { APP_VERSION, APP_VERSION_CODE, Code } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { useBrowser, withoutLaunchData } from './support/browser';

const open = useBrowser();
const ABOUT = '/pages/user/about/index';

describe('about page', () => {
  it('shows the config text with its line breaks, and the app version', async () => {
    const { page } = await open(ABOUT);
    const about = page.getByTestId('about-about');
    await about.waitFor();
    expect(await about.locator('br').count()).toBeGreaterThan(0);
    await page.getByTestId('about-contact').waitFor();
    // The version name and code of spec section 1.
    expect(await page.getByTestId('about-version').innerText()).toBe(
      `版本 ${APP_VERSION}（${APP_VERSION_CODE}）`,
    );
  });

  it('shows markup in a config value as text, never as HTML', async () => {
    const value = [
      '第一行',
      '<img src=x onerror="window.__injected=1">',
      '<b>不是粗体</b>',
      '',
      '最后一行',
    ].join('\n');
    const { page } = await open(ABOUT, {
      beforeLoad: async (p) => {
        await withoutLaunchData(p);
        await p.route('**/v1/user/param_config_list/**', (route) =>
          route.fulfill({
            contentType: 'application/json',
            body: JSON.stringify({ code: Code.ok, data: { list: [{ key: 'about', value }] } }),
          }),
        );
      },
    });
    const about = page.getByTestId('about-about');
    await about.getByText('最后一行').waitFor();
    expect(await about.locator('img, b').count()).toBe(0);
    expect(await about.locator('br').count()).toBe(4);
    expect(await about.locator('p').innerText()).toBe(value);
    expect(
      await page.evaluate(() => (window as { __injected?: number }).__injected),
    ).toBeUndefined();
    // Keys without a value show no empty section.
    expect(await page.getByTestId('about-terms').count()).toBe(0);
  });
});
