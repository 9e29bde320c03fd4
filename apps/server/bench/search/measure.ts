/** Timing and the arithmetic of the report. */

export const print = (text = '') => process.stdout.write(`${text}\n`);
export const progress = (text: string) => process.stderr.write(`${text}\n`);

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Nearest-rank quantile; the p95 of fewer than 20 samples is the slowest one. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

export async function timed<T>(run: () => T | Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
}

/**
 * Repeats a query until it has `minReps` samples and `budgetMs` has passed, or `maxReps`: a fast
 * query gets many samples, a full scan a few.
 */
export async function sample(
  run: () => unknown,
  { minReps = 3, maxReps = 25, budgetMs = 250 } = {},
): Promise<number[]> {
  const samples: number[] = [];
  const start = performance.now();
  while (
    samples.length < maxReps &&
    (samples.length < minReps || performance.now() - start < budgetMs)
  ) {
    samples.push((await timed(run)).ms);
  }
  return samples;
}

export const ms = (value: number) =>
  Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(0);

export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

export const pct = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(part === whole ? 0 : 1)}%`;

export function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const align = header.map((_, i) => (i === 0 ? '---' : '---:'));
  return [header, align, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
