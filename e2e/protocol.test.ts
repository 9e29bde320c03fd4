import { Messages } from '@huaren/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, withoutLaunchData } from './support/browser';

const open = useBrowser();
const RECOMMEND = '**/v1/user/post_categories_recommend/**';

/** The envelope codes the real server answered, by call path. */
function codesByPath(page: Page): Map<string, number[]> {
  const codes = new Map<string, number[]>();
  page.on('response', async (res) => {
    const { pathname } = new URL(res.url());
    if (!pathname.startsWith('/v1/')) return;
    // A body still being read when the test closes the page is gone; only answers read count.
    const body = (await res.json().catch(() => null)) as { code: number } | null;
    if (body) codes.set(pathname, [...(codes.get(pathname) ?? []), body.code]);
  });
  return codes;
}

/** antd-mobile's toast, or the plain one shown when its chunk cannot load. */
function toast(page: Page, text: string) {
  return page.locator('.adm-toast-main, .plain-toast', { hasText: text });
}

describe('request layer against the real server', () => {
  it('shows the loading view while a call is slow, then the content', async () => {
    const { page } = await open('/', {
      beforeLoad: async (p) => {
        await withoutLaunchData(p);
        await p.route(RECOMMEND, async (route) => {
          await new Promise((r) => setTimeout(r, 2000));
          await route.continue();
        });
      },
    });
    await page.getByTestId('loading-view').first().waitFor();
    await page.getByTestId('home-categories').getByText('房屋租售').waitFor();
    expect(await page.getByTestId('loading-view').count()).toBe(0);
  });

  it("shows the server's reason in the error view when a call is refused, and recovers on retry", async () => {
    const { page } = await open('/', {
      beforeLoad: async (p) => {
        await withoutLaunchData(p);
        await p.route(RECOMMEND, (route) =>
          route.continue({ headers: { ...route.request().headers(), s: '0'.repeat(32) } }),
        );
      },
    });
    await page.getByTestId('error-view').getByText(Messages.badSignature).waitFor();
    // The page says it already: a toast would say it twice (and outlive the page).
    expect(await toast(page, Messages.badSignature).count()).toBe(0);

    await page.unroute(RECOMMEND);
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByTestId('home-categories').getByText('房屋租售').waitFor();
  });

  it('corrects a phone clock that is two hours slow and retries once', async () => {
    let codes = new Map<string, number[]>();
    const { page } = await open('/', {
      beforeLoad: async (p) => {
        codes = codesByPath(p);
        await p.clock.install({ time: Date.now() - 2 * 3600_000 });
      },
    });
    await page.getByTestId('home-categories').getByText('房屋租售').waitFor();
    // The calls leave together, so each may meet the wrong clock once, never twice, and each
    // ends answered (bodies are read as they come: wait for the last of them). The categories
    // come with the page (launch data), so they can show before any call has been answered.
    await expect
      .poll(() => codes.size > 0 && [...codes.values()].every((c) => c.includes(200)))
      .toBe(true);
    const perCall = [...codes.values()];
    expect(perCall.some((c) => c.includes(408))).toBe(true);
    const seen = JSON.stringify([...codes]);
    for (const c of perCall) {
      expect(c.filter((code) => code === 408).length, seen).toBeLessThanOrEqual(1);
      expect(c, seen).toContain(200);
      expect(c.every((code) => code === 408 || code === 200)).toBe(true);
    }
  });
});
