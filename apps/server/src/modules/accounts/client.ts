import type { FastifyRequest } from 'fastify';
import { summarizeDevice } from './device';

/** Where a request came from, as sessions, login logs and per-IP limits record it. */
export interface ClientInfo {
  /** The socket's address, or X-Forwarded-For's when TRUST_PROXY trusts the proxy. */
  ip: string;
  device: string;
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip.slice(0, 64), device: summarizeDevice(request.headers['user-agent']) };
}
