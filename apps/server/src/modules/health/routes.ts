import type { FastifyInstance, FastifyReply } from 'fastify';
import { pingDatabase } from '../../db/database';

/**
 * Probes for process supervisors and load balancers, unsigned and outside /v1 (decision 0028).
 * GET /healthz: the process is alive and its event loop turns (a supervisor restarts it
 * otherwise); it touches nothing, so a database outage does not get every instance restarted.
 * GET /readyz: the database and the object store answer; 503 otherwise, so that a balancer sends
 * traffic elsewhere until they are back.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (_request, reply) => noStore(reply).send({ ok: true }));

  app.get('/readyz', async (request, reply) => {
    const [db, store] = await Promise.all([
      timed(() => pingDatabase(app.db)),
      timed(() => app.imageStore.checkReachable()),
    ]);
    for (const [part, result] of [
      ['database', db],
      ['object store', store],
    ] as const) {
      if (!result.ok) request.log.error({ err: result.err }, `readiness: ${part} unreachable`);
    }
    const ok = db.ok && store.ok;
    return noStore(reply)
      .code(ok ? 200 : 503)
      .send({ ok, db: summary(db), store: summary(store) });
  });
}

type Probe = { ok: true; ms: number } | { ok: false; err: unknown };

async function timed(probe: () => Promise<void>): Promise<Probe> {
  const started = performance.now();
  try {
    await probe();
    return { ok: true, ms: Math.round((performance.now() - started) * 10) / 10 };
  } catch (err) {
    return { ok: false, err };
  }
}

/** What the answer shows: the error goes to the log only (it may name hosts and paths). */
function summary(probe: Probe) {
  return probe.ok ? { ok: true, ms: probe.ms } : { ok: false };
}

/** A probe's answer is about this instance now: no proxy or public cache may keep it. */
function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'no-store');
}
