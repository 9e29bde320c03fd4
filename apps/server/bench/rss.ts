const MIB = 1024 * 1024;
const SAMPLE_MS = 100;

/** This process's resident memory now, in MiB. */
export function rssMiB(): number {
  return process.memoryUsage.rss() / MIB;
}

/**
 * Runs `work` and answers its result with the highest resident memory seen meanwhile (sampled
 * every 100 ms), in MiB: the server's memory under a load run in a child.
 */
export async function withPeakRss<T>(
  work: () => Promise<T>,
  /** The memory to watch: this process's by default, a cluster's workers' (bench/cluster.ts). */
  sample: () => number = rssMiB,
): Promise<{ result: T; peakMiB: number }> {
  let peakMiB = sample();
  const timer = setInterval(() => (peakMiB = Math.max(peakMiB, sample())), SAMPLE_MS);
  try {
    const result = await work();
    return { result, peakMiB: Math.max(peakMiB, sample()) };
  } finally {
    clearInterval(timer);
  }
}
