import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { MINUTE_MS, type Clock } from '../lib/clock';
import { inBackground } from '../db/giving-way';
import { retryDelay } from './backoff';
import { createJobRepository, type JobDepthState, type JobRow } from './job.repository';

/** A kind of job: its name in the table, and how often it is tried before it counts as failed. */
export interface JobType<P> {
  kind: string;
  maxAttempts: number;
  /** What the console shows of a job (never a secret such as a code). */
  describe(payload: P): string;
}

export function defineJobType<P>(type: JobType<P>): JobType<P> {
  return type;
}

export type JobHandler<P> = (payload: P) => Promise<void>;

/** How an attempt ended: the job is done, will be tried again, or used up its attempts. */
export type JobOutcome = 'done' | 'retry' | 'failed';

export interface JobQueue {
  /** Registers what runs jobs of a type; every type is handled before the worker starts. */
  handle<P>(type: JobType<P>, handler: JobHandler<P>): void;
  /** Inserts a job with the caller's connection: pass the transaction of the job's cause. */
  enqueue<P>(trx: Db, type: JobType<P>, payload: P, runAt?: number): Promise<number>;
  /**
   * Queues a job of the type unless one is queued already (a recurring job scheduling its next
   * run); answers whether it queued one. Instances doing so at the same moment queue one.
   */
  enqueueUnlessQueued<P>(type: JobType<P>, payload: P, runAt: number): Promise<boolean>;
  /** Wakes the worker (after the enqueuing transaction committed) instead of waiting for a poll. */
  kick(): void;
  /**
   * Runs one job now, in this request (or waits for this process's worker if it took the job
   * first); a failure is scheduled for retry like any other and does not throw.
   */
  runNow(id: number): Promise<void>;
  /** Calls `listener` after each attempt this process makes (the metrics count them). */
  observe(listener: (kind: string, outcome: JobOutcome) => void): void;
  /** How many jobs of every instance are in each state (decision 0024; for /metrics). */
  depth(): Promise<Record<JobDepthState, number>>;
  /** What the console says a job is, from its type's `describe`. */
  describe(row: Pick<JobRow, 'kind' | 'payload'>): string;
  start(): void;
  /** Stops polling and waits for the jobs in hand. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  db: Db;
  now: Clock;
  log: FastifyBaseLogger;
  /** False for a process that only enqueues (JOBS_WORKER=0): another one runs the jobs. */
  worker: boolean;
  pollMs?: number;
}

/** A worker that has not finished a job in this long is taken for dead (decision 0024). */
export const LEASE_MS = 5 * MINUTE_MS;
const POLL_MS = 1000;
/** Jobs one worker runs at once; a free slot is filled at once, not after the slowest of a batch. */
const CONCURRENCY = 10;

/**
 * The in-process worker over the jobs table: it polls every second (and at once when kicked or
 * when a job ends while more were waiting), keeps up to CONCURRENCY jobs running, and claims more
 * as each one ends, so one slow job (a mail server taking its time) never holds back a code
 * queued behind it. Every instance may run one; claims never
 * hand one job to two workers, and a job whose worker died (kill -9, a lost machine) is claimed
 * again when its lease runs out. A job is run at least once: handlers are written so that a
 * repeat does no harm (a second copy of a code message is the worst case).
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, now, log } = options;
  const jobs = createJobRepository(db);
  const types = new Map<string, { type: JobType<unknown>; handler: JobHandler<unknown> }>();
  const inHand = new Map<number, Promise<void>>();
  const listeners: ((kind: string, outcome: JobOutcome) => void)[] = [];
  const settled = (kind: string, outcome: JobOutcome) => {
    for (const listener of listeners) listener(kind, outcome);
  };
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let running = false;
  let stopped = true;
  let again = false;
  /** The last claim filled every free slot: more jobs may be due, so an ending job polls. */
  let backlog = false;

  async function run(row: JobRow): Promise<void> {
    const entry = types.get(row.kind);
    try {
      if (!entry) throw new Error(`no handler for job kind ${row.kind}`);
      await entry.handler(JSON.parse(row.payload));
      await jobs.complete(row.id, row.attempts);
      settled(row.kind, 'done');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const last = row.attempts >= row.max_attempts;
      const t = now();
      await jobs
        .fail(row.id, row.attempts, message, last ? null : t + retryDelay(row.attempts), t)
        .catch((failErr) =>
          log.error({ err: failErr, job: row.id }, 'recording a job failure failed'),
        );
      settled(row.kind, last ? 'failed' : 'retry');
      log[last ? 'error' : 'warn'](
        { job: row.id, kind: row.kind, attempt: row.attempts, err: message },
        last ? 'job failed for good' : 'job failed; will retry',
      );
    }
  }

  function track(row: JobRow): Promise<void> {
    const work = run(row);
    inHand.set(row.id, work);
    void work.finally(() => inHand.delete(row.id));
    return work;
  }

  async function poll(): Promise<void> {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const room = CONCURRENCY - inHand.size;
        if (room <= 0) {
          backlog = true;
          break;
        }
        const t = now();
        const claimed = await jobs.claim(t, t + LEASE_MS, room);
        backlog = claimed.length === room;
        for (const row of claimed) void track(row).finally(afterJob);
      } while (again && !stopped);
    } catch (err) {
      log.error({ err }, 'claiming jobs failed; will retry');
    } finally {
      running = false;
      schedule(options.pollMs ?? POLL_MS);
    }
  }

  function afterJob() {
    if (backlog) schedule(0);
  }

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void (polling = inBackground(poll)), ms);
    timer.unref();
  }

  return {
    handle(type, handler) {
      types.set(type.kind, {
        type: type as JobType<unknown>,
        handler: handler as JobHandler<unknown>,
      });
    },
    enqueue(trx, type, payload, runAt) {
      const t = now();
      return jobs.enqueue(
        trx,
        { kind: type.kind, payload, maxAttempts: type.maxAttempts, runAt: runAt ?? t },
        t,
      );
    },
    enqueueUnlessQueued(type, payload, runAt) {
      const t = now();
      return jobs.enqueueUnlessQueued(
        { kind: type.kind, payload, maxAttempts: type.maxAttempts, runAt },
        t,
      );
    },
    kick() {
      if (!stopped) schedule(0);
    },
    async runNow(id) {
      const t = now();
      const [row] = await jobs.claim(t, t + LEASE_MS, 1, id);
      // The worker may have claimed it first: then wait for its attempt instead.
      await (row ? track(row) : inHand.get(id));
    },
    observe(listener) {
      listeners.push(listener);
    },
    depth: () => jobs.depth(now()),
    describe(row) {
      const entry = types.get(row.kind);
      if (!entry) return row.kind;
      try {
        return entry.type.describe(JSON.parse(row.payload));
      } catch {
        return row.kind;
      }
    },
    start() {
      if (!options.worker || !stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await polling;
      await Promise.allSettled([...inHand.values()]);
    },
  };
}
