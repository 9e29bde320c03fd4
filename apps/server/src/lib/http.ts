import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';

const API_SEGMENT = 'v1';

/**
 * Whether a request is the API's (signed, answered in envelopes, never cached), decided as the
 * router decided where it goes rather than from the raw target: `/%761/user/`, `/v%31/user/` and
 * `http://host/v1/user/` reach the same handlers as `/v1/user/` and must pass the same checks. A
 * request an API route took is the API's; so is any other (a 404, the static files' wildcard, a
 * target the router refused) whose first path segment, decoded, is `v1`.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && firstSegment(route) === API_SEGMENT) return true;
  return firstSegment(request.url) === API_SEGMENT;
}

/** The first segment of a request target's path, %-decoded, after an absolute form's authority. */
function firstSegment(target: string): string {
  const path = target.startsWith('/') ? target : target.replace(/^[a-z][\w+.-]*:\/\/[^/?#]*/i, '');
  const segment = /^\/([^/?#]*)/.exec(path)?.[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** One header's value; a header sent twice is treated as absent rather than guessed at. */
export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}
