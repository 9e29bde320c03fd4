import { adminFailedJobs, adminRetryJobs, Code, signupVcode } from '@huaren/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryDelay } from '../src/jobs/backoff';
import { defineJobType, LEASE_MS } from '../src/jobs/job-queue';
import { createAdmin } from './support/admin';
import { startTestApp, useTestApp, type TestApp } from './support/app';
import { uniqueEmail, uniqueIp } from './support/factories';
import { jobsSettled } from './support/jobs';
import { countRows } from './support/rows';
import { startSmtpListener, type SmtpListener } from './support/smtp-listener';

const flaky = defineJobType<{ failures: number; label: string }>({
  kind: 'test.flaky',
  maxAttempts: 3,
  describe: (p) => p.label,
});
/** The same, for the API suite's wait (jobsSettled): no other test leaves one queued. */
const settling = defineJobType<{ failures: number; label: string }>({
  ...flaky,
  kind: 'test.settle',
});
/** A job that runs until the test lets it end (a mail server taking its time). */
const slow = defineJobType<Record<string, never>>({
  kind: 'test.slow',
  maxAttempts: 1,
  describe: () => 'slow',
});
const runs: string[] = [];
const attemptsOf = new Map<string, number>();
let endSlowJob = () => {};

const failing = async ({ failures, label }: { failures: number; label: string }) => {
  const attempt = (attemptsOf.get(label) ?? 0) + 1;
  attemptsOf.set(label, attempt);
  if (attempt <= failures) throw new Error(`attempt ${attempt} of ${label} failed`);
  runs.push(label);
};

const ctx = useTestApp({
  configure: (app) => {
    app.jobs.handle(flaky, failing);
    app.jobs.handle(settling, failing);
    app.jobs.handle(slow, () => new Promise<void>((resolve) => (endSlowJob = resolve)));
  },
});

async function jobRow(t: TestApp, id: number) {
  return t.app.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Polls until `check` holds (the worker runs beside the test). */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until the worker ran the job to success: a job that succeeded is deleted. */
const succeeded = (t: TestApp, id: number) =>
  until(
    () => jobRow(t, id),
    (row) => row === undefined,
  );

describe('the job queue', () => {
  it('runs a job queued behind a slow one without waiting for it to end', async () => {
    const t = ctx();
    const slowId = await t.app.jobs.enqueue(t.app.db, slow, {});
    t.app.jobs.kick();
    await until(
      () => jobRow(t, slowId),
      (row) => row?.status === 'running',
    );
    const id = await t.app.jobs.enqueue(t.app.db, flaky, { failures: 0, label: 'behind slow' });
    t.app.jobs.kick();
    await succeeded(t, id);
    expect(runs).toContain('behind slow');
    expect((await jobRow(t, slowId))?.status).toBe('running');
    endSlowJob();
    await succeeded(t, slowId);
  });

  it('retries a failing job after 15 s, then 30 s, and deletes it once it succeeds', async () => {
    const t = ctx();
    const id = await t.app.jobs.enqueue(t.app.db, flaky, { failures: 2, label: 'twice' });
    t.app.jobs.kick();
    const first = await until(
      () => jobRow(t, id),
      (row) => row?.attempts === 1 && row.status === 'queued',
    );
    // Due 15 s after the failed attempt.
    expect(first!.run_at - first!.updated_at).toBe(15_000);
    expect(first!.last_error).toBe('attempt 1 of twice failed');

    // Not due yet: a kick does nothing.
    t.clock.advance(14_000);
    t.app.jobs.kick();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await jobRow(t, id))?.attempts).toBe(1);

    t.clock.advance(1_000);
    t.app.jobs.kick();
    // Queued again, not merely claimed: a claim counts the attempt before it runs.
    const second = await until(
      () => jobRow(t, id),
      (row) => row?.attempts === 2 && row.status === 'queued',
    );
    expect(second!.run_at - second!.updated_at).toBe(30_000);

    t.clock.advance(30_000);
    t.app.jobs.kick();
    await succeeded(t, id);
    expect(runs).toContain('twice');
  });

  it('keeps a job that used up its attempts as failed, listed and retryable by an admin', async () => {
    const t = ctx();
    const admin = await createAdmin(t);
    const id = await t.app.jobs.enqueue(t.app.db, flaky, { failures: 3, label: 'thrice' });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      t.app.jobs.kick();
      await until(
        () => jobRow(t, id),
        (row) => row?.attempts === attempt && row.status !== 'running',
      );
      t.clock.advance(retryDelay(attempt));
    }
    expect((await jobRow(t, id))?.status).toBe('failed');

    const listed = await t.client.call(adminFailedJobs, {}, { token: admin.token });
    expect(listed.data?.list).toContainEqual({
      id,
      kind: 'test.flaky',
      summary: 'thrice',
      attempts: 3,
      lastError: 'attempt 3 of thrice failed',
      createdAt: expect.any(String),
      failedAt: expect.any(String),
    });
    const retried = await t.client.call(
      adminRetryJobs,
      { ids: [id, 999_999] },
      { token: admin.token },
    );
    expect(retried).toEqual({ code: Code.ok, data: { retried: 1 } });
    await succeeded(t, id);
    expect(runs).toContain('thrice');
    const after = await t.client.call(adminFailedJobs, {}, { token: admin.token });
    expect(after.data?.list.map((job) => job.id)).not.toContain(id);
  });

  it('claims again a job whose worker died holding it, once the lease ran out', async () => {
    const t = ctx();
    const id = await t.app.jobs.enqueue(t.app.db, flaky, { failures: 0, label: 'orphan' });
    // What a worker killed mid-job leaves behind: running, leased, one attempt used.
    await t.app.db
      .updateTable('jobs')
      .set({ status: 'running', attempts: 1, locked_until: t.clock.now() + LEASE_MS })
      .where('id', '=', id)
      .execute();
    t.app.jobs.kick();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).not.toContain('orphan');
    t.clock.advance(LEASE_MS);
    t.app.jobs.kick();
    await succeeded(t, id);
    expect(runs).toContain('orphan');
  });

  it('queues a recurring job once when several schedule it at the same moment', async () => {
    const t = ctx();
    const daily = defineJobType<Record<string, never>>({
      kind: 'test.daily',
      maxAttempts: 1,
      describe: () => 'daily',
    });
    const later = t.clock.now() + LEASE_MS;
    // Instances starting together each schedule it (on PostgreSQL on connections of their own).
    const queued = await Promise.all(
      Array.from({ length: 8 }, () => t.app.jobs.enqueueUnlessQueued(daily, {}, later)),
    );
    expect(queued.filter(Boolean)).toHaveLength(1);
    expect(await countRows(t.app.db, 'jobs', 'kind', daily.kind)).toBe(1);
  });

  it('answers the admin calls with their reasons', async () => {
    const t = ctx();
    const admin = await createAdmin(t);
    expect(await t.client.call(adminRetryJobs, { ids: [] }, { token: admin.token })).toEqual({
      code: Code.invalid,
      reason: '请选择要重试的任务',
    });
    expect(await t.client.call(adminRetryJobs, { ids: ['x'] }, { token: admin.token })).toEqual({
      code: Code.invalid,
      reason: '任务编号不正确',
    });
  });
});

describe('a verification code when the mail server refuses it', () => {
  let smtp: SmtpListener;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpListener({ refuse: true });
    t = await startTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('is retried with back-off, shows as failed in the console, and goes out when retried', async () => {
    const admin = await createAdmin(t);
    const email = uniqueEmail();
    const res = await t.client.call(
      signupVcode,
      { account: email },
      { headers: { 'X-Forwarded-For': uniqueIp() } },
    );
    // The code is kept and its message is queued: the user is not told to ask again.
    expect(res).toEqual({ code: Code.ok, data: { resendAfter: 60 } });
    const [job] = await t.app.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'message.send')
      .execute();
    expect(job).toMatchObject({ kind: 'message.send', status: 'queued', attempts: 1 });
    expect(job!.last_error).toMatch(/550/);
    for (let attempt = 1; attempt < 6; attempt += 1) {
      t.clock.advance(retryDelay(attempt));
      t.app.jobs.kick();
      await until(
        () => jobRow(t, job!.id),
        (row) => row?.attempts === attempt + 1 && row.status !== 'running',
      );
    }
    const failed = await t.client.call(adminFailedJobs, {}, { token: admin.token });
    expect(failed.data?.list).toEqual([
      expect.objectContaining({
        id: job!.id,
        kind: 'message.send',
        attempts: 6,
        summary: `邮件 → u***@example.com`,
      }),
    ]);
    expect(smtp.mails).toEqual([]);

    smtp.refuse = false;
    await t.client.call(adminRetryJobs, { ids: [job!.id] }, { token: admin.token });
    const mail = await until(
      async () => smtp.mails.find((m) => m.to.includes(email)),
      (m) => m !== undefined,
    );
    expect(mail?.text).toMatch(/验证码是 \d{6}/);
  });
});

describe("the API suite's wait for jobs", () => {
  it('retries a failed attempt at once instead of leaving it to its back-off', async () => {
    const t = ctx();
    await t.app.jobs.enqueue(t.app.db, settling, { failures: 1, label: 'settle-once' });
    t.app.jobs.kick();
    await jobsSettled(t, [settling.kind]);
    expect(runs).toContain('settle-once');
  });

  it('fails with the error of a job that fails again', async () => {
    const t = ctx();
    await t.app.jobs.enqueue(t.app.db, settling, { failures: 3, label: 'settle-never' });
    t.app.jobs.kick();
    await expect(jobsSettled(t, [settling.kind])).rejects.toThrow(
      /test\.settle\) failed attempt 2: attempt 2 of settle-never failed/,
    );
  });
});
