import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { poolUse, type Db } from '../db/database';

/** The label of a request no route took (404s, refused targets): one series, whatever the URL. */
const UNMATCHED = '(unmatched)';

/**
 * Seconds; from a cached read (about a millisecond) to a slow upload. Prometheus's default
 * buckets start at 5 ms, which would put every cached read in one bucket.
 */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * GET /metrics in Prometheus's text format, for a scraper holding `Authorization: Bearer
 * <token>`: requests and their latency per route and status, the PostgreSQL pool, the job queue's
 * depth and this process's job attempts, and Node's
 * own metrics (event-loop lag, memory, garbage collection). Routes are labelled by their pattern
 * (`/v1/user/post/detail/`, `/uploads/*`), never by the URL a client sent, so that no client can
 * grow the number of series. Each app has its own registry: tests build several in one process.
 */
export function installMetrics(app: FastifyInstance, token: string, db: Db): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by method, route pattern and status code',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (open, idle, waiting requests, max); absent on SQLite',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = poolUse(db);
      if (!use) return;
      this.set({ state: 'open' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
      this.set({ state: 'max' }, use.max);
    },
  });

  const attempts = new Counter({
    name: 'job_attempts_total',
    help: 'Background job attempts this process made, by job kind and outcome (done, retry: failed and queued again, failed: its last attempt failed)',
    labelNames: ['kind', 'outcome'],
    registers: [registry],
  });
  app.jobs.observe((kind, outcome) => attempts.inc({ kind, outcome }));
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs in the shared queue by state (due: waiting for a worker now, scheduled: queued for later, running, failed: attempts used up); the same on every instance',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      try {
        for (const [state, count] of Object.entries(await app.jobs.depth())) {
          this.set({ state }, count);
        }
      } catch (err) {
        // The scrape still answers; /readyz reports the database.
        app.log.warn({ err }, 'reading the job queue depth for /metrics failed');
      }
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: routeLabel(request),
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer')
        .type('text/plain; charset=utf-8')
        .send('401 Unauthorized\n');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** Both sides hashed first: timingSafeEqual needs equal lengths, and a length must not leak either. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED;
}
