import { OPENAPI_PATH, openApiDocument } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';

/**
 * GET /v1/openapi.json: the contract as an OpenAPI 3.1 document (docs/openapi.json holds the
 * same), unsigned so that a client generator can fetch it plainly (decision 0028). Rendered on
 * the first request: it walks every call's schemas, which start-up need not wait for.
 */
export async function apiDocumentRoutes(app: FastifyInstance): Promise<void> {
  let body: string | undefined;
  app.get(OPENAPI_PATH, { config: { unsigned: true } }, async (_request, reply) => {
    body ??= JSON.stringify(openApiDocument());
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
