// npx tsx scripts/first-screen-scripts.ts — the gzip bytes of the JavaScript the home page loads
// before its categories show, for a zh-CN and a zh-TW browser (decision 0020: a Traditional
// reader also loads the character converter), and after the page is idle (the phrase tables).
// Quicker than `npm run bench:web` and independent of the machine's load; run `npm run build`
// first. Bytes as bench-web.ts counts them (Node's gzip, default level).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { startServer } from './lib/server';

const gzipBytes = async (urls: readonly string[]) => {
  let total = 0;
  for (const url of urls) {
    total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  }
  return total;
};

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const locale of ['zh-CN', 'zh-TW']) {
    const context = await browser.newContext({ locale, serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${server.url}/`, { waitUntil: 'load' });
    await page.getByTestId('home-categories').waitFor();
    const firstScreen = [...scripts];
    await page.waitForTimeout(4000);
    console.log(
      `${locale}: first screen ${await gzipBytes(firstScreen)} B gzip (${firstScreen.length} scripts); ` +
        `after idle ${await gzipBytes(scripts)} B (${scripts.length})`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
