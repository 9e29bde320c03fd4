import { Code, Messages } from '@huaren/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Refusal, failEnvelope } from '../lib/envelope';
import { isApiRequest } from '../lib/http';

interface Known {
  code: number;
  reason: string;
  /** The HTTP status outside /v1, where plain HTTP semantics apply. */
  status: number;
}

/** Fastify's own request errors that are the caller's fault, in the user's words. */
const requestErrors: Record<string, Omit<Known, 'code'>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { reason: Messages.bodyTooLarge, status: 413 },
  FST_ERR_CTP_INVALID_JSON_BODY: { reason: Messages.malformedJson, status: 400 },
  FST_ERR_CTP_EMPTY_JSON_BODY: { reason: Messages.malformedJson, status: 400 },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { reason: Messages.malformedJson, status: 400 },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { reason: Messages.unsupportedMediaType, status: 415 },
};

function classify(error: FastifyError): Known | null {
  if (error instanceof Refusal) return { code: error.code, reason: error.reason, status: 400 };
  const known = requestErrors[error.code];
  if (known) return { code: Code.invalid, ...known };
  const status = error.statusCode ?? 0;
  if (status >= 400 && status < 500) {
    return { code: Code.invalid, reason: Messages.requestError, status };
  }
  return null;
}

/**
 * No request may answer HTTP 500 or leak a stack trace: under /v1 every outcome is an envelope
 * with status 200 (the client reads any other status as a network failure); elsewhere a client
 * error keeps its 4xx status and anything unexpected answers 503.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);

  app.setNotFoundHandler((request, reply) =>
    answer(request, reply, Code.notFound, Messages.unknownPath, 404),
  );
}

/**
 * Also Fastify's `frameworkErrors`: the router's refusals before any route runs (a path parameter
 * over its length limit, a malformed %-escape), which would otherwise answer bare JSON with 414
 * or 400.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = classify(error);
  if (known) {
    request.log.info({ code: known.code, err: error.message }, 'request refused');
    return answer(request, reply, known.code, known.reason, known.status);
  }
  request.log.error({ err: error }, 'unexpected error');
  return answer(request, reply, Code.internal, `${Messages.internal}（编号 ${request.id}）`, 503);
}

function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  code: number,
  reason: string,
  status: number,
): FastifyReply {
  if (isApiRequest(request)) return reply.status(200).send(failEnvelope(code, reason));
  return reply.status(status).type('text/plain; charset=utf-8').send(reason);
}
