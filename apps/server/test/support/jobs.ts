import type { TestApp } from './app';

/**
 * Waits until the worker has run every due job of the given kinds (the notices a reply queues,
 * a digest): what the API suite checks next was written by a job, not by the call.
 */
export async function jobsSettled(t: TestApp, kinds: readonly string[]): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const left = await t.app.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', 'in', kinds)
      .where('status', '!=', 'failed')
      .where('run_at', '<=', t.clock.now())
      .execute();
    if (left.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${left.length} jobs still queued`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
