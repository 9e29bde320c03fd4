import { Code, Messages } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { failEnvelope } from '../lib/envelope';
import { isApiRequest } from '../lib/http';
import { checkRequestHeaders } from '../protocol/check-headers';
import type { NonceStore } from '../protocol/nonce-store';

const PURGE_INTERVAL_MS = 60_000;

/**
 * Signature, timestamp window and single-use nonce on every /v1 request, before its body is
 * read: a rejected request costs no parsing and changes nothing. A route marked `unsigned` (the
 * API document) is exempt.
 */
export function installProtocolChecks(
  app: FastifyInstance,
  config: Pick<Config, 'signSalt'>,
  nonces: NonceStore,
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request) || request.routeOptions.config?.unsigned) return;
    const now = app.now();
    const verdict = checkRequestHeaders(request.headers, now, config.signSalt);
    if (!verdict.ok) {
      request.log.info({ code: verdict.code, reason: verdict.reason }, 'protocol check failed');
      return reply.send(failEnvelope(verdict.code, verdict.reason));
    }
    if (!(await nonces.claim(verdict.nonce, verdict.expiresAt))) {
      request.log.info({ code: Code.invalid }, 'protocol check failed: nonce reused');
      return reply.send(failEnvelope(Code.invalid, Messages.replayedNonce));
    }
  });

  // Every instance purges; the deletes are idempotent, so racing instances only repeat work.
  const purge = async () => {
    try {
      const purged = await nonces.purgeExpired(app.now());
      if (purged > 0) app.log.debug({ purged }, 'expired nonces purged');
    } catch (err) {
      app.log.warn({ err }, 'nonce purge failed; will retry');
    }
  };
  const timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
