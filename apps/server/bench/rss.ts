const MIB = 1024 * 1024;
const SAMPLE_MS = 100;

/** This process's resident memory now, in MiB. */
export function rssMiB(): number {
  return process.memoryUsage.rss() / MIB;
}

/**
 * Runs `work` and answers its result with the highest resident memory of this process seen
 * meanwhile (sampled every 100 ms), in MiB: the server's memory under a load run in a child.
 */
export async function withPeakRss<T>(
  work: () => Promise<T>,
): Promise<{ result: T; peakMiB: number }> {
  let peakMiB = rssMiB();
  const timer = setInterval(() => (peakMiB = Math.max(peakMiB, rssMiB())), SAMPLE_MS);
  try {
    const result = await work();
    return { result, peakMiB: Math.max(peakMiB, rssMiB()) };
  } finally {
    clearInterval(timer);
  }
}
