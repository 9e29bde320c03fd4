import type { Generated } from 'kysely';

// The background job queue (conventions: schema.ts; decision 0024).

export type JobStatus = 'queued' | 'running' | 'failed';

export interface JobTable {
  id: Generated<number>;
  /** What the job does; the runner looks its handler up by this name. */
  kind: string;
  /** JSON of the handler's input. */
  payload: string;
  status: JobStatus;
  /** Attempts started so far (a claim counts one). */
  attempts: Generated<number>;
  max_attempts: number;
  /** When a queued job is due. */
  run_at: number;
  /** A running job's lease: past it, the worker is taken for dead and the job is claimed again. */
  locked_until: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}
