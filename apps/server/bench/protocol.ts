/**
 * What replay protection costs: GET /v1/user/region_list/ on the real app with the protocol
 * checks (signature, timestamp window, nonce insert into the shared table) against the same app
 * built with `protocolChecks: false`, on SQLite and, when DATABASE_URL or TEST_DATABASE_URL names
 * a PostgreSQL database, on PostgreSQL too. Rounds alternate between the two so that drift on a
 * noisy machine hits both; the median of 3 rounds is reported. Exits 1 if the checks halve
 * throughput. Usage: npm run bench:protocol -w apps/server
 */
import { join } from 'node:path';
import { regionList } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { runLoadScript } from './child-load';
import type { LoadOptions, LoadResult } from './load';
import { makeTargets, type BenchTarget } from './targets';
import { signedRequestHeaders } from './sign';

const ROUNDS = 3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const loadScript = join(import.meta.dirname, 'load.ts');

async function start(target: BenchTarget, protocolChecks: boolean) {
  const config = loadConfig({
    ...target.env,
    LOG_LEVEL: 'error',
    WEB_DIST: join(target.env.DATA_DIR!, 'none'),
  });
  const app = await buildApp(config, { protocolChecks });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return { app, url: `http://127.0.0.1:${address.port}${regionList.path}`, salt: config.signSalt };
}

const load = (options: LoadOptions) => runLoadScript<LoadOptions, LoadResult>(loadScript, options);

const print = (text: string) => process.stdout.write(`${text}\n`);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Row {
  dialect: string;
  variant: 'checks on' | 'checks off';
  rounds: LoadResult[];
}

async function benchmark(target: BenchTarget): Promise<Row[]> {
  const servers: Record<Row['variant'], { app: FastifyInstance; url: string; salt: string }> = {
    'checks on': await start(target, true),
    'checks off': await start(target, false),
  };
  try {
    const expectBody = await fetch(servers['checks on'].url, {
      headers: signedRequestHeaders(servers['checks on'].salt),
    }).then((r) => r.text());
    if (!expectBody.startsWith('{"code":200'))
      throw new Error(`unexpected answer: ${expectBody.slice(0, 200)}`);
    const rows: Row[] = [
      { dialect: target.dialect, variant: 'checks on', rounds: [] },
      { dialect: target.dialect, variant: 'checks off', rounds: [] },
    ];
    for (const row of rows) {
      const { url, salt } = servers[row.variant];
      await load({ url, salt, seconds: 1, connections: CONNECTIONS, expectBody }); // warm-up
    }
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate the order so that neither variant always runs on a cooler machine.
      for (const row of round % 2 === 0 ? rows : [...rows].reverse()) {
        const { url, salt } = servers[row.variant];
        const result = await load({
          url,
          salt,
          seconds: SECONDS,
          connections: CONNECTIONS,
          expectBody,
        });
        console.error(
          `  ${target.dialect} ${row.variant} round ${round + 1}: ${Math.round(result.reqPerSec)} req/s, p99 ${result.p99Ms} ms`,
        );
        row.rounds.push(result);
      }
    }
    return rows;
  } finally {
    await servers['checks on'].app.close();
    await servers['checks off'].app.close();
  }
}

function report(rows: Row[]): boolean {
  const lines = [
    '| dialect | protocol checks | req/s rounds | median req/s | median p99 ms | errors |',
    '| --- | --- | --- | ---: | ---: | ---: |',
  ];
  for (const row of rows) {
    const rps = row.rounds.map((r) => r.reqPerSec);
    lines.push(
      `| ${row.dialect} | ${row.variant} | ${rps.map((v) => Math.round(v)).join(' / ')} | ${Math.round(median(rps))} | ${median(row.rounds.map((r) => r.p99Ms))} | ${row.rounds.reduce((n, r) => n + r.errors, 0)} |`,
    );
  }
  let ok = true;
  const ratios: string[] = [];
  for (const dialect of new Set(rows.map((r) => r.dialect))) {
    const [on, off] = (['checks on', 'checks off'] as const).map((variant) =>
      median(
        rows
          .find((r) => r.dialect === dialect && r.variant === variant)!
          .rounds.map((r) => r.reqPerSec),
      ),
    );
    const ratio = on! / off!;
    ratios.push(`${dialect}: checks on / checks off = ${ratio.toFixed(2)}`);
    if (ratio < 0.5) ok = false;
  }
  if (rows.some((row) => row.rounds.some((r) => r.errors > 0))) ok = false;
  print(
    `\nGET ${regionList.path}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each, LOG_LEVEL=error\n`,
  );
  print(lines.join('\n'));
  print(`\n${ratios.join('\n')}`);
  print(
    ok
      ? '\nReplay protection keeps at least half the throughput.'
      : '\nFAIL: the checks halve throughput or answers were wrong.',
  );
  return ok;
}

const rows: Row[] = [];
for (const target of await makeTargets(['sqlite', 'postgres'], (text) => console.error(text))) {
  try {
    rows.push(...(await benchmark(target)));
  } finally {
    await target.cleanup();
  }
}
process.exit(report(rows) ? 0 : 1);
