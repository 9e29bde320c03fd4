/** One server-sent event: `event:` name, optional `id:`, JSON `data:`. */
export interface RealtimeEvent {
  name: string;
  /** Set on events a reconnect may ask to catch up from (Last-Event-ID). */
  id?: number;
  data: object;
}

/** An event for the streams of these users, on whichever instance they are connected to. */
export interface Delivery {
  userIds: number[];
  event: RealtimeEvent;
}

/**
 * Carries deliveries to every instance's streams (decision 0036). `resync` fires when deliveries
 * may have been missed (the listening connection was lost and is back): streams tell their
 * clients to refetch.
 */
export interface RealtimeBus {
  publish(delivery: Delivery): Promise<void>;
  /** Resolves once listening (or once the first attempt failed: it keeps retrying). */
  subscribe(handlers: { deliver(delivery: Delivery): void; resync(): void }): Promise<void>;
  close(): Promise<void>;
}

/** One process (SQLite, whose file serves one host): deliveries go straight to its streams. */
export function createLocalBus(): RealtimeBus {
  const listeners: Parameters<RealtimeBus['subscribe']>[0][] = [];
  return {
    async publish(delivery) {
      for (const listener of listeners) listener.deliver(delivery);
    },
    async subscribe(handlers) {
      listeners.push(handlers);
    },
    async close() {
      listeners.length = 0;
    },
  };
}
