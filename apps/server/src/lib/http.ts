import type { IncomingHttpHeaders } from 'node:http';

/** The API answers in envelopes under /v1; everything else (web app, /healthz) is plain HTTP. */
export function isApiPath(url: string): boolean {
  return url === '/v1' || url.startsWith('/v1/') || url.startsWith('/v1?');
}

/** One header's value; a header sent twice is treated as absent rather than guessed at. */
export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}
