import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useVerifiedSession } from '../lib/session';

/**
 * Whether the message stream (decision 0036) is connected, and who needs it. Light on purpose:
 * it is on the first screen (the tab bar's badge), while the stream itself is a lazy chunk
 * loaded once a verified session needs it. While live, the polls slow down to a fallback.
 */
let live = false;

/** Polls' pace while the stream is live: a fallback for an event lost on the way. */
export const LIVE_FALLBACK_POLL_MS = 60_000;
const listeners = new Set<() => void>();
let users = 0;
let stop: (() => void) | null = null;
let starting = false;

function setLive(value: boolean): void {
  if (live === value) return;
  live = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the stream is connected, as React state. */
export function useStreamLive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => live,
    () => false,
  );
}

/** How often to poll: `ms`, or `slowMs` while the stream brings the changes. */
export function usePollInterval(ms: number, slowMs: number): number {
  return useStreamLive() ? slowMs : ms;
}

/**
 * Keeps the stream open while a mounted view of messages (the badge, the list, a conversation)
 * and a verified session need it; the last one to go, or the end of the session, closes it.
 */
export function useMessageStream(): void {
  const verified = useVerifiedSession();
  const client = useQueryClient();
  useEffect(() => {
    if (!verified || typeof EventSource === 'undefined') return;
    users += 1;
    if (!stop && !starting) {
      starting = true;
      void import('./stream').then(({ startStream }) => {
        starting = false;
        if (users > 0 && !stop) stop = startStream(client, setLive);
      });
    }
    return () => {
      users -= 1;
      if (users > 0) return;
      stop?.();
      stop = null;
      setLive(false);
    };
  }, [verified, client]);
}
