import type { TestApp } from './app';

export interface SettleOptions {
  /**
   * A job of these kinds that failed and waits for its retry is expected (a test of retries):
   * left to its schedule. Otherwise see jobsSettled.
   */
  retries?: 'expected';
}

/**
 * Waits until the worker has run every due job of the given kinds (the notices a reply queues,
 * a digest): what the API suite checks next was written by a job, not by the call.
 *
 * A job that failed is rescheduled into the future (its back-off), where a wait for due jobs
 * would not see it: the test would go on, advance its clock, and meet the retry later, at
 * another time than the one it meant (a match notice claimed ten minutes late, so the next one
 * was not due yet: the flaky hourly-notice test). So a failed attempt is retried here, at once,
 * with a warning that names its error; a second failure of the same job fails the wait with it.
 */
export async function jobsSettled(
  t: TestApp,
  kinds: readonly string[],
  { retries }: SettleOptions = {},
): Promise<void> {
  const deadline = Date.now() + 10_000;
  const retried = new Map<number, number>();
  for (;;) {
    const jobs = await t.app.db
      .selectFrom('jobs')
      .select(['id', 'kind', 'status', 'attempts', 'run_at', 'last_error'])
      .where('kind', 'in', kinds)
      .execute();
    const now = t.clock.now();
    if (retries !== 'expected') {
      for (const job of jobs) {
        if (job.last_error === null || job.status === 'running') continue;
        const said = `job ${job.id} (${job.kind}) failed attempt ${job.attempts}: ${job.last_error}`;
        if (job.status === 'failed' || retried.has(job.id)) throw new Error(said);
        console.warn(`${said}; retried now`);
        retried.set(job.id, job.attempts);
        await t.app.db
          .updateTable('jobs')
          .set({ run_at: now, last_error: null })
          .where('id', '=', job.id)
          .where('status', '=', 'queued')
          .execute();
        t.app.jobs.kick();
      }
    }
    const left = jobs.filter((j) => j.status !== 'failed' && Number(j.run_at) <= now);
    if (left.length === 0 && !jobs.some((j) => retried.has(j.id))) return;
    if (Date.now() > deadline) throw new Error(`${left.length} jobs still queued`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
