import { Header } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../lib/http';

/**
 * Headers on every answer, errors, 404s and static files included: the server's clock (so a
 * client with a wrong clock corrects its `t`), the request id its log lines carry, and nosniff.
 */
export function installResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header(Header.serverTime, String(app.now()));
    reply.header(Header.requestId, request.id);
    reply.header('X-Content-Type-Options', 'nosniff');
    // API answers can hold a user's own data: no browser or proxy cache may keep them.
    if (isApiPath(request.url)) reply.header('Cache-Control', 'no-store');
  });
}
