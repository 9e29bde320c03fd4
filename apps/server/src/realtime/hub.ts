import type { ServerResponse } from 'node:http';
import type { Delivery, RealtimeBus, RealtimeEvent } from './bus';
import { formatEvent } from './sse';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** Streams one user may hold on one instance (tabs, devices); more are refused. */
export const STREAMS_PER_USER = 5;

export interface Stream {
  userId: number;
  /** The session it was opened in: checked at each heartbeat, its end closes the stream. */
  sessionHash: string;
  raw: ServerResponse;
  /** Until the catch-up is sent, live events wait here (then go out in order, without repeats). */
  pending: RealtimeEvent[] | null;
  /**
   * Messages the catch-up sent whose live event has not come yet: on PostgreSQL a message's
   * notification can arrive after the catch-up that already read it, and is then dropped here.
   */
  caughtUp?: Set<number>;
}

export interface Hub {
  /** False when the user already holds STREAMS_PER_USER streams here. */
  add(stream: Stream): boolean;
  /** Sends what waited during the catch-up, skipping message ids it already sent. */
  release(stream: Stream, sentIds: ReadonlySet<number>): void;
  count(): number;
  /** Resolves once the bus listens (the first attempt, on PostgreSQL). */
  ready: Promise<void>;
  close(): void;
}

/**
 * The streams connected to this instance, by user (decision 0036). Deliveries from the bus go to
 * the streams of their users; one timer writes every heartbeat and drops streams whose session
 * ended. On a resync (the bus may have lost deliveries) every stream is told to refetch.
 */
export function createHub(
  bus: RealtimeBus,
  /** Which of these sessions are still live: one query a heartbeat, however many streams. */
  liveSessions: (hashes: string[]) => Promise<Set<string>>,
  log: { warn(o: object, m: string): void },
  heartbeatMs = HEARTBEAT_MS,
): Hub {
  const byUser = new Map<number, Set<Stream>>();
  let total = 0;

  const write = (stream: Stream, event: RealtimeEvent) => {
    if (stream.pending) stream.pending.push(event);
    else if (event.id === undefined || !stream.caughtUp?.delete(event.id)) {
      stream.raw.write(formatEvent(event));
    }
  };
  const remove = (stream: Stream) => {
    const set = byUser.get(stream.userId);
    if (!set?.delete(stream)) return;
    total--;
    if (set.size === 0) byUser.delete(stream.userId);
  };

  const ready = bus.subscribe({
    deliver(delivery: Delivery) {
      for (const userId of delivery.userIds) {
        for (const stream of byUser.get(userId) ?? []) write(stream, delivery.event);
      }
    },
    resync() {
      for (const set of byUser.values()) {
        for (const stream of set) write(stream, { name: 'reset', data: {} });
      }
    },
  });

  const beat = async () => {
    const streams = [...byUser.values()].flatMap((set) => [...set]);
    for (const stream of streams) stream.raw.write(': ping\n\n');
    if (streams.length === 0) return;
    try {
      const live = await liveSessions([...new Set(streams.map((s) => s.sessionHash))]);
      for (const stream of streams) if (!live.has(stream.sessionHash)) stream.raw.end();
    } catch (err) {
      log.warn({ err }, 'stream session check failed; streams kept open');
    }
  };
  const heartbeat = setInterval(() => void beat(), heartbeatMs);
  heartbeat.unref();

  return {
    add(stream) {
      let set = byUser.get(stream.userId);
      if (!set) byUser.set(stream.userId, (set = new Set()));
      if (set.size >= STREAMS_PER_USER) return false;
      set.add(stream);
      total++;
      stream.raw.on('close', () => remove(stream));
      return true;
    },
    release(stream, sentIds) {
      const waiting = stream.pending ?? [];
      stream.pending = null;
      stream.caughtUp = new Set(sentIds);
      for (const event of waiting) write(stream, event);
    },
    count: () => total,
    ready,
    close() {
      clearInterval(heartbeat);
      for (const set of byUser.values()) for (const stream of set) stream.raw.end();
      byUser.clear();
      total = 0;
    },
  };
}
