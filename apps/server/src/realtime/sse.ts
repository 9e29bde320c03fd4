import type { ServerResponse } from 'node:http';
import type { RealtimeEvent } from './bus';

/** Proxies must neither buffer nor compress the stream; browsers retry after `retry` ms. */
const HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
};

export const RETRY_MS = 3_000;

/** One event in the text/event-stream format (data is one line of JSON, so needs no splitting). */
export function formatEvent(event: RealtimeEvent): string {
  const id = event.id === undefined ? '' : `id: ${event.id}\n`;
  return `event: ${event.name}\n${id}data: ${JSON.stringify(event.data)}\n\n`;
}

/** Starts the stream on a response the framework let go of (reply.hijack()). */
export function openEventStream(raw: ServerResponse): void {
  raw.writeHead(200, HEADERS);
  // A comment first so that the client's `open` fires at once, whatever proxies do.
  raw.write(`retry: ${RETRY_MS}\n: open\n\n`);
}
