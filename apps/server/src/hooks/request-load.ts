import type { FastifyInstance } from 'fastify';
import { requestStarted } from '../db/request-load';

/**
 * Counts each request from its start until its connection is done with it (answered or gone),
 * so background jobs give way to it (db/request-load.ts). A long-lived route (the messages'
 * event stream) is not counted: it would hold the jobs back for as long as it stays open.
 */
export function installRequestLoad(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.longLived) reply.raw.once('close', requestStarted());
    done();
  });
}
