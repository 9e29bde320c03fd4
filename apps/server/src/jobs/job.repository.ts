import { sql } from 'kysely';
import type { Db } from '../db/database';
import { isPostgres } from '../db/dialect';
import { insertReturningId } from '../db/insert-returning-id';
import { newestFirst } from '../db/keyset';
import type { JobStatus } from '../db/schema';

export interface NewJob {
  kind: string;
  payload: unknown;
  maxAttempts: number;
  runAt: number;
}

/**
 * The queue's SQL, one statement per step on both dialects (decision 0024). Enqueue takes the
 * caller's connection: the cause's transaction, so that a job exists exactly when its cause does.
 */
export function createJobRepository(db: Db) {
  async function enqueue(trx: Db, job: NewJob, now: number): Promise<number> {
    return insertReturningId(trx, 'jobs', {
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      status: 'queued',
      max_attempts: job.maxAttempts,
      run_at: job.runAt,
      created_at: now,
      updated_at: now,
    });
  }

  return {
    enqueue,

    /**
     * Takes up to `limit` due jobs (queued and due, or running with a lease that ran out) and
     * leases them until `lockedUntil`, in one statement. On PostgreSQL `for update skip locked`
     * lets several workers claim at once without waiting on or taking each other's rows; SQLite
     * has one writer at a time, so the statement alone is the lock. `only` claims one job by id
     * (a request that waits for its own message).
     */
    claim(now: number, lockedUntil: number, limit: number, only?: number) {
      let due = db
        .selectFrom('jobs')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
            eb.and([eb('status', '=', 'running'), eb('locked_until', '<=', now)]),
          ]),
        )
        .orderBy('run_at')
        .limit(limit);
      if (only !== undefined) due = due.where('id', '=', only);
      if (isPostgres(db)) due = due.forUpdate().skipLocked();
      return db
        .updateTable('jobs')
        .set({
          status: 'running',
          attempts: sql`attempts + 1`,
          locked_until: lockedUntil,
          updated_at: now,
        })
        .where('id', 'in', due)
        .returningAll()
        .execute();
    },

    /** Done: the row goes, unless the lease was lost and another worker holds the job now. */
    async complete(id: number, attempts: number): Promise<void> {
      await db
        .deleteFrom('jobs')
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('attempts', '=', attempts)
        .execute();
    },

    /** A failed attempt: queued again at `retryAt`, or `failed` when `retryAt` is null. */
    async fail(
      id: number,
      attempts: number,
      error: string,
      retryAt: number | null,
      now: number,
    ): Promise<void> {
      await db
        .updateTable('jobs')
        .set({
          status: retryAt === null ? 'failed' : 'queued',
          run_at: retryAt ?? now,
          locked_until: null,
          last_error: error.slice(0, 500),
          updated_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('attempts', '=', attempts)
        .execute();
    },

    /**
     * Inserts the job unless one of its kind is queued, in one transaction. On PostgreSQL an
     * advisory lock named by the kind makes concurrent callers (instances starting together)
     * take turns, so the second sees the first's row; SQLite runs one writer at a time.
     */
    enqueueUnlessQueued(job: NewJob, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (isPostgres(trx)) {
          await sql`select pg_advisory_xact_lock(hashtext(${job.kind}))`.execute(trx);
        }
        const queued = await trx
          .selectFrom('jobs')
          .select('id')
          .where('kind', '=', job.kind)
          .where('status', '=', 'queued')
          .executeTakeFirst();
        if (queued) return false;
        await enqueue(trx, job, now);
        return true;
      });
    },

    /**
     * How many jobs are in each state (for /metrics): `due` waits for a worker now (queued and
     * due, or running on a lease that ran out), `scheduled` is queued for later (a retry's
     * back-off, a daily digest), `running` is leased, `failed` used up its attempts.
     */
    async depth(now: number): Promise<Record<JobDepthState, number>> {
      const state = sql<JobDepthState>`case
        when status = 'queued' and run_at <= ${now} then 'due'
        when status = 'queued' then 'scheduled'
        when status = 'running' and locked_until <= ${now} then 'due'
        else status end`;
      const rows = await db
        .selectFrom('jobs')
        .select((eb) => [state.as('state'), eb.fn.countAll<number | string>().as('n')])
        .groupBy('state')
        .execute();
      const depth = { due: 0, scheduled: 0, running: 0, failed: 0 };
      for (const row of rows) depth[row.state] = Number(row.n);
      return depth;
    },

    /** Newest first, `limit` rows below `beforeId`. */
    list(status: JobStatus, limit: number, beforeId?: number) {
      const inStatus = db.selectFrom('jobs').selectAll().where('status', '=', status);
      return newestFirst(inStatus, limit, beforeId).execute();
    },

    /** Failed jobs back in the queue with a fresh set of attempts; answers how many. */
    async retry(ids: readonly number[], now: number): Promise<number> {
      const result = await db
        .updateTable('jobs')
        .set({ status: 'queued', attempts: 0, run_at: now, updated_at: now })
        .where('id', 'in', ids)
        .where('status', '=', 'failed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type JobDepthState = 'due' | 'scheduled' | 'running' | 'failed';

export type JobRepository = ReturnType<typeof createJobRepository>;
export type JobRow = Awaited<ReturnType<JobRepository['claim']>>[number];
