import type { TestApp } from './app';

export interface SettleOptions {
  /**
   * A job of these kinds that failed and waits for its retry is expected (a test of retries);
   * otherwise it fails the wait with its error.
   */
  retries?: 'expected';
}

/**
 * Waits until the worker has run every due job of the given kinds (the notices a reply queues,
 * a digest): what the API suite checks next was written by a job, not by the call. A job of
 * those kinds that failed is an error here, with the job's own error: its retry is scheduled
 * into the future, where this wait would never see it, and the test would go on as if it had run
 * (then fail later for a reason that no longer shows).
 */
export async function jobsSettled(
  t: TestApp,
  kinds: readonly string[],
  { retries }: SettleOptions = {},
): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const jobs = await t.app.db
      .selectFrom('jobs')
      .select(['id', 'kind', 'status', 'attempts', 'run_at', 'last_error'])
      .where('kind', 'in', kinds)
      .execute();
    const errored = jobs.find((j) => j.last_error !== null && j.status !== 'running');
    if (errored && retries !== 'expected') {
      const { id, kind, status, attempts, last_error } = errored;
      throw new Error(`job ${id} (${kind}) ${status} after ${attempts} attempts: ${last_error}`);
    }
    const now = t.clock.now();
    const left = jobs.filter((j) => j.status !== 'failed' && Number(j.run_at) <= now);
    if (left.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${left.length} jobs still queued`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
