import { Code, regionList } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { defineJobType } from '../src/jobs/job-queue';
import { DAY_MS } from '../src/lib/clock';
import { startTestApp, useTestApp } from './support/app';
import { testDialect } from './support/database';

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** DB_POOL_SIZE shows in the pool's metrics on PostgreSQL (SQLite has no pool and ignores it). */
const POOL_SIZE = 7;

/** A job that always fails, at once and for good: a failure the metrics must count. */
const doomed = defineJobType<Record<string, never>>({
  kind: 'test.doomed',
  maxAttempts: 1,
  describe: () => 'doomed',
});

const ctx = useTestApp({
  env: { METRICS_TOKEN: TOKEN, DB_POOL_SIZE: String(POOL_SIZE) },
  configure: (app) =>
    app.jobs.handle(doomed, () => Promise.reject(new Error('the test job always fails'))),
});

async function scrape(authorization = `Bearer ${TOKEN}`): Promise<Response> {
  return fetch(`${ctx().baseUrl}/metrics`, { headers: { authorization } });
}

async function metricsText(): Promise<string> {
  const res = await scrape();
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of one series, 0 when it has not been seen yet. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.indexOf('}'));
    if (wanted.every((pair) => inside.split(',').includes(pair))) {
      return Number(line.slice(line.indexOf('}') + 1));
    }
  }
  return 0;
}

const regionLabels = { method: 'GET', route: regionList.path, status_code: '200' };

describe('/healthz and /readyz', () => {
  it('answers both unsigned, uncached, with the database and store reachable', async () => {
    const alive = await fetch(`${ctx().baseUrl}/healthz`);
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ ok: true });
    expect(alive.headers.get('cache-control')).toBe('no-store');

    const ready = await fetch(`${ctx().baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ok: true, db: { ok: true }, store: { ok: true } });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('answers /readyz 503 once the database is closed, while /healthz stays 200', async () => {
    const running = await startTestApp();
    try {
      await running.app.db.destroy();
      const ready = await fetch(`${running.baseUrl}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        ok: false,
        db: { ok: false },
        store: expect.objectContaining({ ok: true }),
      });
      expect((await fetch(`${running.baseUrl}/healthz`)).status).toBe(200);
    } finally {
      await running.close();
    }
  });
});

describe('/metrics', () => {
  it('refuses a missing or wrong token, and a token sent otherwise than as Bearer', async () => {
    for (const authorization of ['', `Bearer ${TOKEN}x`, 'Bearer wrong', TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(authorization);
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.text()).not.toContain('http_requests_total');
    }
  });

  it('counts requests by route pattern and status, and times them', async () => {
    const before = await metricsText();
    for (let i = 0; i < 3; i++) {
      expect((await ctx().client.call(regionList)).code).toBe(Code.ok);
    }
    const unknown = `/no-such-page-${Date.now()}`;
    expect((await fetch(`${ctx().baseUrl}${unknown}`)).status).toBe(404);

    const after = await metricsText();
    const counted = (text: string) => sample(text, 'http_requests_total', regionLabels);
    expect(counted(after) - counted(before)).toBe(3);
    const timed = (text: string) =>
      sample(text, 'http_request_duration_seconds_count', regionLabels);
    expect(timed(after) - timed(before)).toBe(3);
    expect(
      sample(after, 'http_request_duration_seconds_bucket', { ...regionLabels, le: '+Inf' }),
    ).toBeGreaterThanOrEqual(3);
    // A URL nobody routes is one series, whatever the client typed.
    expect(after).not.toContain(unknown);
    expect(
      sample(after, 'http_requests_total', { route: '(unmatched)', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('reports event-loop lag, memory and, on PostgreSQL, the pool DB_POOL_SIZE sized', async () => {
    const text = await metricsText();
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    if (testDialect() === 'postgres') {
      expect(sample(text, 'db_pool_connections', { state: 'max' })).toBe(POOL_SIZE);
      expect(sample(text, 'db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
    } else {
      expect(text).not.toContain('db_pool_connections{');
    }
  });

  it("reports the job queue's depth by state and this process's attempts and failures", async () => {
    const { app, clock } = ctx();
    const before = await metricsText();
    const failedBefore = sample(before, 'job_queue_jobs', { state: 'failed' });
    await app.jobs.enqueue(app.db, doomed, {}, clock.now() + DAY_MS);
    await app.jobs.runNow(await app.jobs.enqueue(app.db, doomed, {}));

    const after = await metricsText();
    const attempts = { kind: doomed.kind, outcome: 'failed' };
    expect(sample(after, 'job_attempts_total', attempts)).toBe(1);
    expect(sample(after, 'job_queue_jobs', { state: 'failed' })).toBe(failedBefore + 1);
    expect(sample(after, 'job_queue_jobs', { state: 'scheduled' })).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/^job_queue_jobs\{state="due"\} \d/m);
    expect(after).toMatch(/^job_queue_jobs\{state="running"\} \d/m);
  });

  it('is not there without METRICS_TOKEN', async () => {
    const running = await startTestApp();
    try {
      const res = await fetch(`${running.baseUrl}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.status).toBe(404);
    } finally {
      await running.close();
    }
  });
});
