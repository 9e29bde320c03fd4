import { MESSAGE_STREAM_PATH } from '../messages/stream-events';
import { UPLOADS_PATH } from '../uploads/image-url';

/** Where the server answers the document, plainly (decision 0028). */
export const OPENAPI_PATH = '/v1/openapi.json';

/** A GET outside the signed protocol: no security scheme, under the `operations` tag. */
function plain(
  operationId: string,
  summary: string,
  description: string,
  responses: Record<string, unknown>,
) {
  return {
    get: { operationId, summary, description, tags: ['operations'], security: [], responses },
  };
}

const jsonContent = (schema: Record<string, unknown>) => ({ 'application/json': { schema } });

/**
 * The paths outside the signed protocol, for the OpenAPI document (document.ts): probes, metrics,
 * uploaded images, the message stream and the document itself.
 */
export function plainPaths() {
  const probe = {
    type: 'object',
    properties: { ok: { type: 'boolean' }, ms: { type: 'number' } },
    required: ['ok'],
  };
  return {
    '/healthz': plain('healthz', 'Liveness', 'The process is alive; touches nothing else.', {
      '200': {
        description: 'Alive',
        content: jsonContent({
          type: 'object',
          properties: { ok: { const: true } },
          required: ['ok'],
        }),
      },
    }),
    '/readyz': plain('readyz', 'Readiness', 'The database and the object store answer.', {
      '200': {
        description: 'Ready',
        content: jsonContent({
          type: 'object',
          properties: { ok: { type: 'boolean' }, db: probe, store: probe },
          required: ['ok', 'db', 'store'],
        }),
      },
      '503': { description: 'The database or the object store is unreachable' },
    }),
    '/metrics': {
      get: {
        ...plain(
          'metrics',
          'Metrics',
          'Prometheus text format; the path exists only when the server has METRICS_TOKEN set.',
          {
            '200': {
              description: 'Metrics',
              content: { 'text/plain': { schema: { type: 'string' } } },
            },
            '401': { description: 'Missing or wrong token' },
            '404': { description: 'METRICS_TOKEN is not set' },
          },
        ).get,
        security: [{ metricsToken: [] }],
      },
    },
    [`${UPLOADS_PATH}/{name}`]: {
      get: {
        ...plain(
          'uploadedImage',
          'Uploaded image',
          'An uploaded image (immutable: cached for a year).',
          {
            '200': { description: 'The image', content: { 'image/webp': {} } },
            '404': { description: 'No such image' },
          },
        ).get,
        parameters: [
          {
            name: 'name',
            in: 'path',
            required: true,
            description: '`<id>.webp` or `<id>.thumb.webp`',
            schema: { type: 'string' },
          },
        ],
      },
    },
    [MESSAGE_STREAM_PATH]: {
      get: {
        ...plain(
          'messageStream',
          'Message stream',
          "Server-sent events of the caller's private messages (decision 0036), unsigned: opened with a single-use ticket from `POST /v1/user/messages/stream_ticket/`. Events: `message` (id: the message id; data: conversationId, messageId), `read`, `unread`, `reset`; a `: ping` comment every 25 s. `Last-Event-ID` (or `lastEventId`) replays the messages after it. A refused ticket answers the JSON envelope with 403; a sixth stream of one user 429.",
          {
            '200': {
              description: 'text/event-stream, or the envelope when refused',
              content: { 'text/event-stream': { schema: { type: 'string' } } },
            },
          },
        ).get,
        parameters: [
          { name: 'ticket', in: 'query', required: true, schema: { type: 'string' } },
          { name: 'lastEventId', in: 'query', required: false, schema: { type: 'string' } },
        ],
      },
    },
    [OPENAPI_PATH]: plain('openApiDocument', 'API document', 'This document, unsigned.', {
      '200': { description: 'OpenAPI 3.1', content: jsonContent({ type: 'object' }) },
    }),
  };
}
