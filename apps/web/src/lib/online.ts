import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * Whether the browser has a connection, as React state: TanStack Query's online state, which
 * follows the browser's `online` and `offline` events (queryClient.ts starts it from
 * navigator.onLine) and refetches what is shown when the connection returns.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
