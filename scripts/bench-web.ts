// npm run bench:web — Lighthouse (mobile profile), five rounds over the four entry pages of issue
// 22 (home, a post list and a post's detail opened by their share URLs, the community home) against
// the production build served by the real server with the demo posts; prints each page's median
// scores and timings, and the gzip bytes of the JavaScript and CSS it loads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './lib/chromium';
import { startServer } from './lib/server';

const ROUNDS = 5;
const root = join(import.meta.dirname, '..');

interface Audit {
  numericValue?: number;
  details?: { items?: { url: string; resourceType?: string }[] };
}
interface Report {
  categories: Record<'performance' | 'accessibility', { score: number }>;
  audits: Record<string, Audit>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function lighthouse(url: string, out: string): Report {
  const flags = ['--headless=new', ...CHROMIUM_ARGS].join(' ');
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility',
      `--chrome-flags=${flags}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`lighthouse exited with ${result.status}`);
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
}

async function firstScreenGzip(report: Report, kind: 'Script' | 'Stylesheet'): Promise<number> {
  const items = report.audits['network-requests']?.details?.items ?? [];
  const urls = items.filter((i) => i.resourceType === kind).map((i) => i.url);
  let total = 0;
  for (const url of urls)
    total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  return total;
}

/** The entry pages, by the paths a visitor opens; the detail's post is the sitemap's first. */
async function entryPages(base: string): Promise<Record<string, string>> {
  const sitemap = await (await fetch(`${base}/sitemaps/posts-1.xml`)).text();
  const post = /<loc>[^<]*(\/p\/\d+)<\/loc>/.exec(sitemap)?.[1];
  if (!post) throw new Error('no post in the sitemap: are the demo posts seeded?');
  return {
    home: '/',
    'post list': '/r/1',
    'post detail': post,
    community: '/#/pages/article/home/index',
  };
}

ensureChromium();
if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0)
  process.exit(1);
const server = await startServer({ DEMO_CONTENT: '1' });
const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
try {
  const pages = await entryPages(server.url);
  const runs: Record<string, Record<string, number>[]> = {};
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, path] of Object.entries(pages)) {
      const report = lighthouse(`${server.url}${path}`, join(dir, `run-${round}.json`));
      const a = (id: string) => report.audits[id]?.numericValue ?? NaN;
      const run = {
        performance: Math.round(report.categories.performance.score * 100),
        accessibility: Math.round(report.categories.accessibility.score * 100),
        'FCP ms': Math.round(a('first-contentful-paint')),
        'LCP ms': Math.round(a('largest-contentful-paint')),
        'TBT ms': Math.round(a('total-blocking-time')),
        CLS: Number(a('cumulative-layout-shift').toFixed(3)),
        'JS gzip B': await firstScreenGzip(report, 'Script'),
        'CSS gzip B': await firstScreenGzip(report, 'Stylesheet'),
      };
      (runs[name] ??= []).push(run);
      console.log(`round ${round} ${name}:`, JSON.stringify(run));
    }
  }
  console.log(
    `\nmedian of ${ROUNDS} rounds (Lighthouse mobile profile, ${new Date().toISOString().slice(0, 16)} UTC)`,
  );
  const names = Object.keys(pages);
  const metrics = Object.keys(runs[names[0]!]![0]!);
  console.log(`| metric | ${names.join(' | ')} |\n| --- |${' --- |'.repeat(names.length)}`);
  for (const key of metrics) {
    const medians = names.map((name) => median(runs[name]!.map((r) => r[key]!)));
    console.log(`| ${key} | ${medians.join(' | ')} |`);
  }
} finally {
  await server.stop();
}
