import { MESSAGE_STREAM_PATH, StreamEventName } from '@huaren/contract/messages/stream-events';
import { callPaths as routes } from '@huaren/contract/call-paths';
import type { QueryClient } from '@tanstack/react-query';
import { request } from '../api/client';
import { messageKeys } from './keys';

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 60_000;

/**
 * The message stream (decision 0036): a ticket from a signed call opens an EventSource (which
 * cannot sign), and its events refetch the queries they concern. The ticket works once, so the
 * browser's own retry cannot succeed: on any error this closes it and opens a new one with a new
 * ticket after a growing, jittered delay, naming the last message seen so the server replays
 * what came meanwhile. `setLive` hears when it connects and drops; answers what closes it.
 */
export function startStream(client: QueryClient, setLive: (live: boolean) => void): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = RETRY_MIN_MS;
  let lastId = '';
  let stopped = false;

  const refetch = (queryKey: readonly unknown[]) => void client.invalidateQueries({ queryKey });
  const conversationOf = (event: MessageEvent<string>) =>
    (JSON.parse(event.data) as { conversationId: number }).conversationId;

  function retry(): void {
    setLive(false);
    if (stopped) return;
    timer = setTimeout(() => void connect(), retryMs * (0.5 + Math.random()));
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  async function connect(): Promise<void> {
    let ticket: string;
    try {
      ({ ticket } = await request(routes.messageStreamTicket, {}, { silent: true }));
    } catch {
      return retry();
    }
    if (stopped) return;
    const query = new URLSearchParams({ ticket, ...(lastId ? { lastEventId: lastId } : {}) });
    const next = new EventSource(`${MESSAGE_STREAM_PATH}?${query}`);
    source = next;
    next.onopen = () => {
      retryMs = RETRY_MIN_MS;
      setLive(true);
      // Whatever changed while it was down (read marks, deletions elsewhere) is read again.
      refetch(messageKeys.all);
    };
    next.addEventListener(StreamEventName.message, (event) => {
      if (event.lastEventId) lastId = event.lastEventId;
      refetch(messageKeys.thread(conversationOf(event)));
      refetch(messageKeys.list);
      refetch(messageKeys.unread);
    });
    next.addEventListener(StreamEventName.read, (event) =>
      refetch(messageKeys.thread(conversationOf(event))),
    );
    next.addEventListener(StreamEventName.unread, (event) => {
      const id = (JSON.parse(event.data) as { conversationId?: number }).conversationId;
      if (id === undefined) return refetch(messageKeys.all);
      refetch(messageKeys.unread);
      refetch(messageKeys.list);
      refetch(messageKeys.thread(id));
    });
    next.addEventListener(StreamEventName.reset, () => refetch(messageKeys.all));
    next.onerror = () => {
      next.close();
      if (source === next) source = null;
      retry();
    };
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = null;
  };
}
