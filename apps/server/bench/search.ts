/**
 * Chinese keyword search, measured (docs/decisions/0005-chinese-search.md): seeds generated posts
 * into SQLite (a temporary file) and PostgreSQL (a database of its own, dropped afterwards), then
 * for each candidate index and each query prints recall and false positives against a full read of
 * every post, and the latency of the first page (newest first, 20) and of the count, the median
 * of several rounds since these machines are noisy. Usage, from the repository root:
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx apps/server/bench/search.ts
 *     [--rows 200000] [--rounds 3] [--dialect sqlite|postgres] [--only phrase,AND]
 *
 * `--only` keeps the candidates whose names contain one of the words (at 1,000,000 rows the scans
 * and trigram indexes alone take minutes). 200,000 rows take about 7 minutes on 2 cores; 1,000,000
 * rows with `--dialect` and `--only phrase` 3 to 11.
 */
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { normalizeSearchText, postSearchTokens } from '../src/modules/posts/search/tokenize';
import { generatePosts, type GeneratedPost } from './posts-data';
import type { Target } from './search/candidate';
import { median, print, progress, quantile, sample, timed } from './search/measure';
import { postgresTarget } from './search/postgres';
import { containsKeyword, keywordParts, searches } from './search/queries';
import { report, type DialectFigures, type Latency } from './search/report';
import { sqliteTarget } from './search/sqlite';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '200000' },
    rounds: { type: 'string', default: '3' },
    dialect: { type: 'string' },
    only: { type: 'string' },
  },
});
const ROWS = Number(args.rows);
const ROUNDS = Number(args.rounds);
const BATCH = 2000;
const TOKENIZE_SAMPLE = 20_000;

const postgresUrl = [process.env.DATABASE_URL, process.env.TEST_DATABASE_URL].find(
  (url) => url && /^postgres(ql)?:\/\//.test(url),
);
const only = args.only?.split(',');
const chosen = (target: Target) =>
  target.candidates.filter((c) => !only || only.some((word) => c.name.includes(word)));
const targets: Target[] = [];
if (args.dialect !== 'postgres') targets.push(sqliteTarget());
if (args.dialect === 'sqlite') progress('(PostgreSQL skipped)');
else if (postgresUrl) targets.push(await postgresTarget(postgresUrl));
else progress('(PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to include it)');

try {
  await run();
} finally {
  for (const target of targets) await target.close();
}

async function run() {
  // Seed, and find the ground truth on the way by reading every post.
  const truth = new Map<string, number[]>(searches.map((s) => [s.label, []]));
  const parts = searches.map((s) => [s, keywordParts(s.keyword)] as const);
  const seedMs = new Map<Target, number>(targets.map((t) => [t, 0]));
  let chars = 0;
  let batch: GeneratedPost[] = [];
  const flush = async () => {
    for (const target of targets) {
      seedMs.set(target, seedMs.get(target)! + (await timed(() => target.insert(batch))).ms);
    }
    batch = [];
  };
  for (const post of generatePosts({ count: ROWS })) {
    const title = normalizeSearchText(post.title);
    const content = normalizeSearchText(post.content);
    chars += post.title.length + post.content.length;
    for (const [search, ps] of parts) {
      if (search.region !== undefined && search.region !== post.region) continue;
      if (containsKeyword(title, content, ps)) truth.get(search.label)!.push(post.id);
    }
    batch.push(post);
    if (batch.length === BATCH) await flush();
    if (post.id % 50_000 === 0) progress(`seeded ${post.id}`);
  }
  await flush();

  const figures: DialectFigures[] = [];
  for (const target of targets) {
    const { tableBytes } = await target.seeded();
    const f: DialectFigures = {
      dialect: target.dialect,
      tableBytes,
      candidates: chosen(target),
      builds: new Map(),
      accuracy: new Map(),
      latency: new Map(),
      plain: emptyLatency(),
      plans: new Map(),
    };
    for (const c of f.candidates) {
      progress(`${target.dialect}: building ${c.name}`);
      f.builds.set(c, await c.build());
      f.accuracy.set(c, new Map());
      f.latency.set(c, new Map(searches.map((s) => [s.label, emptyLatency()])));
      f.plans.set(c, new Map());
      for (const search of searches) {
        const expected = new Set(truth.get(search.label));
        const found = await c.ids(search);
        const truePositives = found.filter((id) => expected.has(id)).length;
        f.accuracy.get(c)!.set(search.label, { found: found.length, truePositives });
        f.plans.get(c)!.set(search.label, await c.plan(search));
      }
    }
    figures.push(f);
  }

  // Rounds go over every dialect and candidate in turn, so that a noisy minute hits them all.
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [i, target] of targets.entries()) {
      const f = figures[i]!;
      progress(`round ${round}: ${target.dialect}`);
      await measure(
        f.plain,
        () => target.plainPage(),
        () => target.plainCount(),
      );
      for (const c of f.candidates) {
        for (const search of searches) {
          await measure(
            f.latency.get(c)!.get(search.label)!,
            () => c.page(search),
            () => c.count(search),
          );
        }
      }
    }
  }

  const tokenizeMs = await tokenizeSample();
  const versions = await Promise.all(targets.map((t) => t.version()));
  print(`## Chinese search benchmark, ${new Date().toISOString().slice(0, 10)}\n`);
  print(
    `${ROWS} generated posts (average ${Math.round(chars / ROWS)} characters of title and content), ` +
      `${ROUNDS} rounds; ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB, ` +
      `Node ${process.versions.node}, ${versions.join(', ')}.`,
  );
  print(
    `Seeding took ${targets.map((t) => `${t.dialect} ${(seedMs.get(t)! / 1000).toFixed(1)} s`).join(', ')}; ` +
      `tokenizing a post costs ${((tokenizeMs * 1000) / TOKENIZE_SAMPLE).toFixed(1)} µs.`,
  );
  const counts = new Map([...truth].map(([q, ids]) => [q, ids.length]));
  for (const f of figures) report(f, counts, ROWS);
}

function emptyLatency(): Latency {
  return { pageMedian: [], pageP95: [], countMedian: [] };
}

async function measure(into: Latency, page: () => Promise<unknown>, count: () => Promise<unknown>) {
  const pages = await sample(page);
  const counts = await sample(count);
  into.pageMedian.push(median(pages));
  into.pageP95.push(quantile(pages, 0.95));
  into.countMedian.push(median(counts));
}

async function tokenizeSample(): Promise<number> {
  const posts = [...generatePosts({ count: TOKENIZE_SAMPLE })];
  const { ms } = await timed(() => {
    for (const post of posts) postSearchTokens(post.title, post.content);
  });
  return ms;
}
