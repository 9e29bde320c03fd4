import { Messages } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const open = useBrowser();

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
    await page.getByText(Messages.offline).first().waitFor();
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
