import { Messages } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';

/**
 * An absolute-form request line (`GET http://host/v1/user/ HTTP/1.1`, the form meant for
 * proxies) is routed by its path alone. One that names another host than the request's Host was
 * not meant for this server: it is refused (421 Misdirected Request) before any other hook.
 */
export function installRequestTargetCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.includes('://') || namesHost(request.url, request.headers.host)) return;
    request.log.info('request target names another host');
    return reply.code(421).type('text/plain; charset=utf-8').send(Messages.misdirected);
  });
}

function namesHost(target: string, host: string | undefined): boolean {
  try {
    const url = new URL(target);
    // Read with the target's scheme, so that an explicit default port compares equal to none.
    return host !== undefined && url.host === new URL(`${url.protocol}//${host}`).host;
  } catch {
    return false;
  }
}
