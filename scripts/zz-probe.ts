import { chromium } from 'playwright-core';
import { startServer } from './lib/server';
const server = await startServer({});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('requestfailed', (r) => console.log('failed', r.url()));
  await page.goto(server.url + '/');
  await page.waitForTimeout(4000);
  console.log(await page.evaluate(() => Object.keys(document.getElementById('root')!).join(',')));
  const html = await (await fetch(server.url + '/')).text();
  console.log(html.match(/<script[^>]*>/g));
  console.log((html.match(/<link rel="modulepreload"[^>]*>/g) ?? []).join('\n'));
} finally { await browser.close(); await server.stop(); }
