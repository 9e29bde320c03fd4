import { digestJob } from '../../src/modules/notifications/digest';
import type { TestApp } from './app';
import { jobsSettled } from './jobs';

/**
 * Runs the daily digest now, after the jobs of `kinds` (those that write the notices it mails)
 * and before the test reads the outbox.
 */
export async function runDigest(t: TestApp, kinds: readonly string[]): Promise<void> {
  const all = [...kinds, digestJob.kind];
  await jobsSettled(t, all);
  await t.app.jobs.enqueue(t.app.db, digestJob, {});
  t.app.jobs.kick();
  await jobsSettled(t, all);
}
