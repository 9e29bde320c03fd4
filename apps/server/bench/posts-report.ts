import type { PostsLoadResult } from './posts-load';

/** One call measured against its ceiling on one dialect, every round kept. */
export interface Row {
  dialect: string;
  /** The server's PUBLIC_CACHE_MS for this row; 0: no public cache. */
  cacheMs: number;
  /** Server processes (WEB_CONCURRENCY): above 1, workers of bench/cluster-server.ts. */
  concurrency: number;
  scenario: string;
  bytes: number;
  p99Target: number;
  minRatio: number | null;
  call: PostsLoadResult[];
  ceiling: PostsLoadResult[];
  /**
   * The page's own SQL run alone in the same process, pages/s per round (bench/raw-query-rate.ts);
   * empty for a call not measured so.
   */
  raw: number[];
  /** The server's resident memory before the load, in MiB (bench/rss.ts; its workers' together). */
  idleRssMiB: number;
  /** Its highest resident memory during each round of the call, in MiB. */
  peakRssMiB: number[];
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Prints the table; answers whether every target was met with no wrong answers. */
export function printReport(
  rows: readonly Row[],
  run: { count: number; seconds: number; rounds: number; connections: number },
): boolean {
  const lines = [
    '| dialect | cache | processes | call | bytes | req/s | ceiling req/s | ratio | raw query pages/s | of raw | p99 ms | ceiling p99 ms | target | met | RSS idle / peak MiB |',
    '| --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | ---: |',
  ];
  let allMet = true;
  for (const row of rows) {
    const rps = median(row.call.map((r) => r.reqPerSec));
    const ceiling = median(row.ceiling.map((r) => r.reqPerSec));
    const p99 = median(row.call.map((r) => r.p99Ms));
    const ratio = rps / ceiling;
    const errors = row.call.reduce((n, r) => n + r.errors, 0);
    // A round in which no answer came back has no latency to judge: it is a miss, not a p99 of 0.
    const met =
      rps > 0 &&
      errors === 0 &&
      p99 <= row.p99Target &&
      (row.minRatio === null || ratio >= row.minRatio);
    if (!met) allMet = false;
    const raw = row.raw.length ? median(row.raw) : null;
    const ofRaw = raw === null ? '' : `${((rps / raw) * 100).toFixed(0)}%`;
    const target = `${row.minRatio === null ? '' : `≥ ${row.minRatio * 100}%, `}p99 ≤ ${row.p99Target} ms`;
    lines.push(
      `| ${row.dialect} | ${row.cacheMs === 0 ? 'off' : `${row.cacheMs} ms`} | ${row.concurrency} | ${row.scenario} | ${row.bytes} | ${Math.round(rps)} | ${Math.round(ceiling)} | ${(ratio * 100).toFixed(0)}% | ${raw === null ? '' : Math.round(raw)} | ${ofRaw} | ${p99} | ${median(row.ceiling.map((r) => r.p99Ms))} | ${target} | ${met ? 'yes' : errors ? `no (${errors} errors)` : 'no'} | ${row.idleRssMiB.toFixed(0)} / ${median(row.peakRssMiB).toFixed(0)} |`,
    );
  }
  const print = (text: string) => process.stdout.write(`${text}\n`);
  print(
    `\n${run.count} posts, ${run.connections} connections, median of ${run.rounds} rounds of ${run.seconds} s, protocol checks off, LOG_LEVEL=error; cache: the server's PUBLIC_CACHE_MS\n`,
  );
  print(lines.join('\n'));
  print(allMet ? '\nEvery target met.' : '\nSome targets missed (see "met").');
  return allMet;
}
