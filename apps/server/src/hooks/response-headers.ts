import { Header } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { isApiRequest } from '../lib/http';

/** A year: browsers keep to HTTPS for that long after any answer over it. */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Headers on every answer, errors, 404s and static files included: the server's clock (so a
 * client with a wrong clock corrects its `t`), the request id its log lines carry, nosniff, and
 * over HTTPS Strict-Transport-Security.
 */
export function installResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header(Header.serverTime, String(app.now()));
    reply.header(Header.requestId, request.id);
    reply.header('X-Content-Type-Options', 'nosniff');
    // API answers can hold a user's own data: no browser or proxy cache may keep them.
    if (isApiRequest(request)) reply.header('Cache-Control', 'no-store');
    // Only over HTTPS, since a browser ignores it on plain HTTP: TLS ends in this process, or at a
    // proxy that TRUST_PROXY trusts and that says so in X-Forwarded-Proto (request.protocol). No
    // includeSubDomains: other hosts of the domain may not serve HTTPS.
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_S}`);
    }
  });
}
