import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { startServer } from './lib/server';
const root = join(import.meta.dirname, '..');
const server = await startServer({ DEMO_CONTENT: '1' });
try {
  const sitemap = await (await fetch(`${server.url}/sitemaps/posts-1.xml`)).text();
  const post = /<loc>[^<]*(\/p\/\d+)<\/loc>/.exec(sitemap)?.[1]!;
  const pages: Record<string,string> = { home: '/', list: '/r/1', detail: post, community: '/#/pages/article/home/index' };
  for (const [name, path] of Object.entries(pages)) {
    const out = `/tmp/probe/${name}.json`;
    spawnSync(join(root,'node_modules/.bin/lighthouse'), [`${server.url}${path}`,'--quiet','--output=json',`--output-path=${out}`,'--only-categories=performance',`--chrome-flags=${['--headless=new',...CHROMIUM_ARGS].join(' ')}`], { env: {...process.env, CHROME_PATH: CHROMIUM_PATH}, stdio: ['ignore','ignore','inherit'] });
    const r = JSON.parse(readFileSync(out,'utf8'));
    const a = (id: string) => Math.round(r.audits[id]?.numericValue);
    const el = r.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    console.log(name, path, 'perf', Math.round(r.categories.performance.score*100), 'FCP', a('first-contentful-paint'), 'LCP', a('largest-contentful-paint'), 'TBT', a('total-blocking-time'), '\n   LCP el:', el?.selector, '|', el?.snippet?.slice(0,160), el?.boundingRect && JSON.stringify(el.boundingRect));
  }
} finally { await server.stop(); }
