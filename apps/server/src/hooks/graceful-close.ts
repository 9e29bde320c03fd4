import type { FastifyInstance } from 'fastify';

/**
 * app.close() stops accepting connections and closes the idle keep-alive ones, but a connection
 * whose request is still running would be kept alive after its answer and hold the shutdown open
 * until the client's keep-alive timeout. Answers sent while closing therefore say
 * `Connection: close`, so the socket ends as soon as the in-flight request is answered.
 */
export function installGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
}
