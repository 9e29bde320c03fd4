/**
 * Issue 22 target 2's second half: the time of each keyword's first page through the server,
 * one request at a time, on the databases a `posts.ts --keep NAME` run seeded (nothing is seeded
 * here). Each search (bench/search/queries.ts, the posts benchmark's keywords among them) is
 * asked `--repeat` times with the public cache off; the report gives the handler's median, p95
 * and slowest time and, beside them, the time its statements took in the driver.
 *
 *   npx tsx bench/search-pages.ts --keep p99 --count 1000000 --dialects sqlite,postgres
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { postList } from '@huaren/contract';
import type { CompiledQuery } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { benchFlags } from './flags';
import { searches } from './search/queries';
import { makeTargets, type BenchTarget } from './targets';

const flags = benchFlags({
  keep: 'p99',
  count: '1000000',
  dialects: 'sqlite,postgres',
  repeat: '30',
  // Also the second page of each search, through the first page's cursor.
  'next-page': '1',
});
const REPEAT = Number(flags.repeat);
const progress = (text: string) => process.stderr.write(`${text}\n`);

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

async function measure(target: BenchTarget): Promise<string[]> {
  const config = loadConfig({
    ...target.env,
    LOG_LEVEL: 'error',
    WEB_DIST: join(target.env.DATA_DIR!, 'none'),
    PUBLIC_CACHE_MS: '0',
  });
  const app = await buildApp(config, { protocolChecks: false });
  const executor = app.db.getExecutor();
  const original = executor.executeQuery.bind(executor);
  let sqlMs = 0;
  executor.executeQuery = async <R>(query: CompiledQuery) => {
    const started = performance.now();
    try {
      return await original<R>(query);
    } finally {
      sqlMs += performance.now() - started;
    }
  };
  const regionId = async (name: string) =>
    (await app.db.selectFrom('regions').select('id').where('name', '=', name).executeTakeFirst())
      ?.id;
  const ask = async (body: object) => {
    sqlMs = 0;
    const started = performance.now();
    const answer = await app.inject({
      method: 'POST',
      url: postList.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    const total = performance.now() - started;
    const parsed = answer.json<{ code: number; data: { list: unknown[]; nextCursor: string } }>();
    if (parsed.code !== 200) throw new Error(`${JSON.stringify(body)}: ${answer.body}`);
    return { total, sql: sqlMs, rows: parsed.data.list.length, next: parsed.data.nextCursor };
  };
  const lines: string[] = [];
  let slowest = 0;
  try {
    for (const search of searches) {
      const region = search.region ? await regionId(search.region) : undefined;
      const first = { keyword: search.keyword, ...(region ? { regionId: region } : {}) };
      const { next, rows } = await ask(first);
      const bodies: [string, object][] = [['first', first]];
      if (flags['next-page'] === '1' && next) bodies.push(['next', { ...first, cursor: next }]);
      for (const [page, body] of bodies) {
        for (let i = 0; i < 3; i++) await ask(body);
        const totals: number[] = [];
        const sqls: number[] = [];
        for (let i = 0; i < REPEAT; i++) {
          const { total, sql } = await ask(body);
          totals.push(total);
          sqls.push(sql);
        }
        totals.sort((a, b) => a - b);
        sqls.sort((a, b) => a - b);
        if (page === 'first') slowest = Math.max(slowest, totals.at(-1)!);
        lines.push(
          `| ${target.dialect} | ${search.label} | ${page} | ${rows} | ${ms(quantile(totals, 0.5))} | ${ms(quantile(totals, 0.95))} | ${ms(totals.at(-1)!)} | ${ms(quantile(sqls, 0.5))} | ${ms(sqls.at(-1)!)} |`,
        );
      }
      progress(lines.at(-1)!);
    }
    lines.push(`| ${target.dialect} | slowest first page | | | | | ${ms(slowest)} | | |`);
  } finally {
    await app.close();
  }
  return lines;
}

const lines = [
  '| dialect | search | page | rows | median ms | p95 ms | max ms | SQL median ms | SQL max ms |',
  '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
];
for (const target of await makeTargets(
  flags.dialects.split(','),
  progress,
  `${flags.keep}-${flags.count}`,
)) {
  lines.push(...(await measure(target)));
}
process.stdout.write(`${lines.join('\n')}\n`);
