/** Markdown tables of one dialect's figures, ready for docs/decisions/0005-chinese-search.md. */
import type { Candidate } from './candidate';
import { mb, median, ms, pct, print, table } from './measure';

export interface Accuracy {
  found: number;
  truePositives: number;
}

export interface Latency {
  /** One entry per round: that round's median and p95 of the first page, median of the count. */
  pageMedian: number[];
  pageP95: number[];
  countMedian: number[];
}

export interface DialectFigures {
  dialect: string;
  tableBytes: number;
  candidates: readonly Candidate[];
  builds: Map<Candidate, { ms: number; bytes: number; note?: string }>;
  accuracy: Map<Candidate, Map<string, Accuracy>>;
  latency: Map<Candidate, Map<string, Latency>>;
  /** The list without a keyword (same filter, order and limit): the floor under every search. */
  plain: Latency;
  plans: Map<Candidate, Map<string, string>>;
}

export function report(f: DialectFigures, truth: ReadonlyMap<string, number>, rows: number): void {
  const names = f.candidates.map((c) => c.name);
  print(`\n### ${f.dialect}\n`);
  print(`Posts table: ${mb(f.tableBytes)} MB.\n`);
  print(
    table(
      ['candidate', 'build s', 'index MB', 'note'],
      f.candidates.map((c) => {
        const b = f.builds.get(c)!;
        return [c.name, (b.ms / 1000).toFixed(1), mb(b.bytes), b.note ?? ''];
      }),
    ),
  );

  print('\nRecall (rows found that contain the text / rows that contain it), false positives:\n');
  print(
    table(
      ['query', 'rows containing it', ...names],
      [...truth].map(([query, count]) => [
        query,
        `${count} (${pct(count, rows)})`,
        ...f.candidates.map((c) => {
          const a = f.accuracy.get(c)!.get(query)!;
          const falsePositives = a.found - a.truePositives;
          return pct(a.truePositives, count) + (falsePositives > 0 ? ` +${falsePositives} fp` : '');
        }),
      ]),
    ),
  );

  const latencyRows = (cell: (l: Latency) => string) => [
    ['(no keyword)', ...f.candidates.map(() => cell(f.plain))],
    ...[...truth.keys()].map((query) => [
      query,
      ...f.candidates.map((c) => cell(f.latency.get(c)!.get(query)!)),
    ]),
  ];
  print('\nFirst page, 20 newest published matches: median / p95 ms (medians of the rounds):\n');
  print(
    table(
      ['query', ...names],
      latencyRows((l) => `${ms(median(l.pageMedian))} / ${ms(median(l.pageP95))}`),
    ),
  );
  print('\nCount of published matches: median ms:\n');
  print(
    table(
      ['query', ...names],
      latencyRows((l) => ms(median(l.countMedian))),
    ),
  );

  print('\nQuery plans of the first page:\n');
  for (const c of f.candidates) {
    const byPlan = new Map<string, string[]>();
    for (const [query, plan] of f.plans.get(c)!) {
      byPlan.set(plan, [...(byPlan.get(plan) ?? []), query]);
    }
    for (const [plan, queries] of byPlan) print(`- ${c.name}: ${plan} — ${queries.join(', ')}`);
  }
}
