import { MESSAGE_STREAM_PATH, messageStreamTicket } from '@huaren/contract';
import { callOk } from './call-ok';
import type { TestClient } from './client';

export interface StreamEvent {
  event: string;
  id?: string;
  data: Record<string, unknown>;
}

export interface EventStreamReader {
  status: number;
  contentType: string;
  /** Every event so far (comments left out), in order. */
  events: StreamEvent[];
  /** Heartbeat comments received so far. */
  pings: number;
  /** The message ids received so far, in order. */
  messageIds(): number[];
  /** Resolves with the first event (already received or coming) that matches, within `ms` (10 s). */
  next(match: (e: StreamEvent) => boolean, ms?: number): Promise<StreamEvent>;
  /** The raw body when the server refused with a JSON envelope instead of a stream. */
  refusal?: { code: number; reason: string };
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens the message stream like EventSource would: a plain GET, with the ticket in the query. */
export async function openEventStream(
  baseUrl: string,
  query: Record<string, string>,
  headers: Record<string, string> = {},
  fetcher: typeof fetch = fetch,
): Promise<EventStreamReader> {
  const abort = new AbortController();
  const res = await fetcher(`${baseUrl}${MESSAGE_STREAM_PATH}?${new URLSearchParams(query)}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const contentType = res.headers.get('content-type') ?? '';
  const events: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  const reader: EventStreamReader = {
    status: res.status,
    contentType,
    events,
    pings: 0,
    messageIds: () => events.filter((e) => e.event === 'message').map((e) => Number(e.id)),
    next(match, ms = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return void waiters.push(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => reject(new Error(`no matching event in ${ms} ms`)), ms);
        check();
      });
    },
    ended: Promise.resolve(),
    close: () => abort.abort(),
  };
  if (!contentType.startsWith('text/event-stream')) {
    reader.refusal = (await res.json()) as { code: number; reason: string };
    return reader;
  }
  reader.ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const parsed = parse(buffer.slice(0, end));
          if (buffer.startsWith(': ping')) reader.pings += 1;
          buffer = buffer.slice(end + 2);
          if (parsed) events.push(parsed);
        }
        for (const wake of waiters.splice(0)) wake();
      }
    } catch {
      // Aborted by close(), or the server went away: either ends the stream.
    }
  })();
  return reader;
}

function parse(block: string): StreamEvent | undefined {
  let event = 'message';
  let id: string | undefined;
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('data: ')) data += line.slice(6);
  }
  if (!data) return undefined;
  return { event, ...(id === undefined ? {} : { id }), data: JSON.parse(data) };
}

/**
 * A ticket from `client`'s instance, and the stream opened with it on `baseUrl` (through `fetch`
 * when given: one pinned connection).
 */
export async function streamOf(
  t: { client: TestClient; baseUrl: string; fetch?: typeof fetch },
  token: string,
  resume: { lastEventId?: number; header?: boolean } = {},
): Promise<EventStreamReader> {
  const { ticket } = await callOk(t, messageStreamTicket, {}, token);
  const last = resume.lastEventId === undefined ? undefined : String(resume.lastEventId);
  if (last !== undefined && resume.header) {
    return openEventStream(t.baseUrl, { ticket }, { 'last-event-id': last }, t.fetch);
  }
  return openEventStream(
    t.baseUrl,
    { ticket, ...(last === undefined ? {} : { lastEventId: last }) },
    {},
    t.fetch,
  );
}
