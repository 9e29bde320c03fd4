// npm run bench:web — Lighthouse (mobile profile) three times against the production build served
// by the real server; prints the median scores and timings, and the gzip bytes of the JavaScript
// and CSS the first screen loads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './lib/chromium';
import { startServer } from './lib/server';

const ROUNDS = 3;
/** The first screen's JavaScript budget, gzip bytes (150 KB). */
const JS_BUDGET = 150 * 1024;
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

ensureChromium();
if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0)
  process.exit(1);
const server = await startServer();
const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
try {
  const runs: Record<string, number>[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const report = lighthouse(`${server.url}/`, join(dir, `run-${round}.json`));
    const a = (id: string) => report.audits[id]?.numericValue ?? NaN;
    runs.push({
      performance: Math.round(report.categories.performance.score * 100),
      accessibility: Math.round(report.categories.accessibility.score * 100),
      'FCP ms': Math.round(a('first-contentful-paint')),
      'LCP ms': Math.round(a('largest-contentful-paint')),
      'TBT ms': Math.round(a('total-blocking-time')),
      CLS: Number(a('cumulative-layout-shift').toFixed(3)),
      'JS gzip B': await firstScreenGzip(report, 'Script'),
      'CSS gzip B': await firstScreenGzip(report, 'Stylesheet'),
    });
    console.log(`round ${round}:`, JSON.stringify(runs.at(-1)));
  }
  console.log(
    `\nmedian of ${ROUNDS} rounds (Lighthouse mobile profile, ${new Date().toISOString().slice(0, 10)})`,
  );
  console.log('| metric | median |\n| --- | --- |');
  for (const key of Object.keys(runs[0]!))
    console.log(`| ${key} | ${median(runs.map((r) => r[key]!))} |`);
  const js = median(runs.map((r) => r['JS gzip B']!));
  console.log(
    `\nfirst-screen JavaScript ${js} B gzip, budget ${JS_BUDGET} B: ${js <= JS_BUDGET ? 'within' : 'OVER'}`,
  );
} finally {
  await server.stop();
}
