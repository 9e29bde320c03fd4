/**
 * Issue 4's benchmark: seeds N posts (default 1,000,000) with bench/posts-data, then loads
 * post_list (category + metro, the same with two field filters and a price range, a state, a deep
 * page through the cursor), the detail and keyword
 * search with autocannon from a child process, on SQLite and on PostgreSQL (when DATABASE_URL or
 * TEST_DATABASE_URL names one). Beside each call, the same server answers a constant JSON of the
 * same size from a bare route: the ceiling on this machine. Rounds alternate call and ceiling;
 * the median of the rounds is reported. Protocol checks are off on both (bench:protocol measures
 * them), so the ratio is the cost of the handler and its queries. For the lists and the detail, the
 * statements the handler runs are also run alone through the driver after each round
 * (raw-query-rate.ts): the handler's req/s as a share of that rate is what our code costs beyond
 * the query. `--concurrency 1,2` lists server process counts (WEB_CONCURRENCY) measured side by side. `--cache-ms` lists the server's
 * PUBLIC_CACHE_MS values to measure on the same seeded database (default: the server's default,
 * then 0, which measures the handlers without the public cache).
 *
 *   npm run bench -w apps/server -- --count 100000 --seconds 3 --rounds 1 --dialects sqlite
 *   npm run bench -w apps/server -- --count 100000 --only 'list: category,list: filtered'
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { runLoadScript } from './child-load';
import { ceilingFile, startClusterServer } from './cluster';
import { benchFlags } from './flags';
import { makeTargets, type BenchTarget } from './targets';
import type { BenchRequest, PostsLoadOptions, PostsLoadResult } from './posts-load';
import { scenarios } from './posts-scenarios';
import { seedPosts } from './posts-seed';
import { rawQueryRate, statementCapture } from './raw-query-rate';
import { printReport, type Row } from './posts-report';
import { rssMiB, withPeakRss } from './rss';

const flags = benchFlags({
  count: process.env.BENCH_POSTS ?? '1000000',
  seconds: '5',
  rounds: '3',
  connections: '50',
  dialects: 'sqlite,postgres',
  'cache-ms': `${loadConfig({}).publicCacheMs},0`,
  // Comma-separated parts of scenario names: only those scenarios run (e.g. `list:`); '' all.
  only: '',
  // Server processes (WEB_CONCURRENCY, decision 0046), comma-separated: each is a row, its rounds
  // alternating with the others'; above 1 the loads go to that many workers of
  // bench/cluster-server.ts (this process's app still captures the statements for the raw rate).
  concurrency: '1',
  // A name: the seeded databases are kept under it (with the count) and the next run with the
  // same name seeds nothing; '' seeds fresh ones and drops them.
  keep: '',
});
const COUNT = Number(flags.count);
const SECONDS = Number(flags.seconds);
const ROUNDS = Number(flags.rounds);
const CONNECTIONS = Number(flags.connections);
const CONCURRENCY = flags.concurrency
  .split(',')
  .map((value) => loadConfig({ WEB_CONCURRENCY: value }).webConcurrency);
// Each validated as the server does it.
const CACHE_MS = flags['cache-ms']
  .split(',')
  .map((value) => loadConfig({ PUBLIC_CACHE_MS: value }).publicCacheMs);
const progress = (text: string) => process.stderr.write(`${text}\n`);

const load = (options: PostsLoadOptions) =>
  runLoadScript<PostsLoadOptions, PostsLoadResult>(
    join(import.meta.dirname, 'posts-load.ts'),
    options,
  );

async function seed(target: BenchTarget): Promise<void> {
  const seeded = join(target.env.DATA_DIR!, 'seeded');
  if (flags.keep && existsSync(seeded)) {
    progress(`${target.dialect}: reusing the ${COUNT} posts of ${target.env.DATA_DIR}`);
    return;
  }
  const app = await buildApp(serverConfig(target, 0), { protocolChecks: false });
  progress(`${target.dialect}: seeding ${COUNT} posts`);
  await seedPosts(app.db, target.seed, COUNT, Date.now(), progress);
  await app.close();
  await writeFile(seeded, new Date().toISOString());
}

function serverEnv(target: BenchTarget, cacheMs: number): Record<string, string> {
  return {
    ...target.env,
    LOG_LEVEL: 'error',
    WEB_DIST: join(target.env.DATA_DIR!, 'none'),
    PUBLIC_CACHE_MS: String(cacheMs),
  };
}

const serverConfig = (target: BenchTarget, cacheMs: number) =>
  loadConfig(serverEnv(target, cacheMs));

/** One server the loads go to: this process's app, or a cluster of workers (`--concurrency`). */
interface Server {
  concurrency: number;
  origin: string;
  rssMiB(): number;
}

async function benchmark(target: BenchTarget, cacheMs: number): Promise<Row[]> {
  const config = serverConfig(target, cacheMs);
  const capture = statementCapture();
  const app = await buildApp(config, { protocolChecks: false, onRoute: capture.onRoute });
  const poolSize = config.database.dialect === 'postgres' ? config.database.poolSize : 1;
  const bodies = new Map<string, string>();
  app.get<{ Params: { n: string } }>('/v1/bench/ceiling/:n', (request, reply) =>
    reply.type('application/json; charset=utf-8').send(bodies.get(request.params.n)),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  const clusters = await Promise.all(
    CONCURRENCY.filter((n) => n > 1).map((n) =>
      startClusterServer(n, serverEnv(target, cacheMs)).then((c) => ({ ...c, concurrency: n })),
    ),
  );
  // Every server is up for the whole run (the others idle), so their rounds can alternate.
  const servers: Server[] = CONCURRENCY.map(
    (n) =>
      clusters.find((c) => c.concurrency === n) ?? {
        concurrency: 1,
        origin: `http://127.0.0.1:${address.port}`,
        rssMiB,
      },
  );
  try {
    const only = flags.only ? flags.only.split(',') : null;
    const list = (await scenarios(app, COUNT)).filter(
      (s) => !only || only.some((part) => s.name.includes(part)),
    );
    const rows: Row[] = [];
    for (const [i, s] of list.entries()) {
      const first = s.requests[0]!;
      const sample = await fetch(servers[0]!.origin + first.path, {
        method: first.method,
        headers: { 'content-type': 'application/json' },
        ...(first.body ? { body: first.body } : {}),
      }).then((r) => r.text());
      const ok = sample.startsWith('{"code":200') || sample.startsWith('<!doctype html>');
      if (!ok) throw new Error(`${s.name}: ${sample.slice(0, 200)}`);
      bodies.set(String(i), sample);
      if (clusters.length) {
        const file = ceilingFile(config.dataDir, String(i));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, sample);
      }
      const ceiling: BenchRequest[] = [{ method: 'GET', path: `/v1/bench/ceiling/${i}` }];
      const measured = servers.map((server) => {
        const row: Row = {
          dialect: target.dialect,
          cacheMs,
          concurrency: server.concurrency,
          scenario: s.name,
          bytes: sample.length,
          p99Target: s.p99Target,
          minRatio: s.minRatio,
          call: [],
          ceiling: [],
          raw: [],
          idleRssMiB: server.rssMiB(),
          peakRssMiB: [],
        };
        return { server, row };
      });
      const run = (server: Server, requests: BenchRequest[], seconds: number) =>
        load({ origin: server.origin, seconds, connections: CONNECTIONS, requests });
      const pages = s.raw ? await capture.pages(app, first) : null;
      for (const { server } of measured) {
        await run(server, s.requests, 1);
        await run(server, ceiling, 1);
      }
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate the order so neither side nor server always runs on a cooler machine.
        const order =
          round % 2 === 0 ? (['call', 'ceiling'] as const) : (['ceiling', 'call'] as const);
        for (const { server, row } of round % 2 === 0 ? measured : [...measured].reverse()) {
          for (const side of order) {
            const { result, peakMiB } = await withPeakRss(
              () => run(server, side === 'call' ? s.requests : ceiling, SECONDS),
              server.rssMiB,
            );
            row[side].push(result);
            if (side === 'call') row.peakRssMiB.push(peakMiB);
            progress(
              `  ${target.dialect} cache ${cacheMs} ms ×${server.concurrency} ${s.name} ${side} round ${round + 1}: ${Math.round(result.reqPerSec)} req/s, p99 ${result.p99Ms} ms, errors ${result.errors}, RSS ${peakMiB.toFixed(0)} MiB`,
            );
          }
        }
        if (pages) {
          const raw = await rawQueryRate(target, pages, SECONDS, poolSize);
          for (const { row } of measured) row.raw.push(raw);
          progress(`  ${s.name} raw query round ${round + 1}: ${Math.round(raw)} pages/s`);
        }
      }
      rows.push(...measured.map((m) => m.row));
    }
    return rows;
  } finally {
    for (const cluster of clusters) await cluster.stop();
    await app.close();
  }
}

const rows: Row[] = [];
for (const target of await makeTargets(
  flags.dialects.split(','),
  progress,
  flags.keep && `${flags.keep}-${COUNT}`,
)) {
  try {
    await seed(target);
    for (const cacheMs of CACHE_MS) rows.push(...(await benchmark(target, cacheMs)));
  } finally {
    await target.cleanup();
  }
}
const ok = printReport(rows, {
  count: COUNT,
  seconds: SECONDS,
  rounds: ROUNDS,
  connections: CONNECTIONS,
});
process.exit(ok ? 0 : 1);
