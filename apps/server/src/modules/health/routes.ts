import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database';

/**
 * GET /healthz, unsigned, for load balancers and process supervisors: 200 with `ok: true` when
 * the database answers, 503 when it does not (so the balancer stops sending traffic here).
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (request, reply) => {
    const started = performance.now();
    try {
      await pingDatabase(app.db);
      return {
        ok: true,
        db: { ok: true, ms: Math.round((performance.now() - started) * 10) / 10 },
      };
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ ok: false, db: { ok: false } });
    }
  });
}
