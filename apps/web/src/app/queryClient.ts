import { onlineManager } from '@tanstack/react-query';
import { newQueryClient } from './newQueryClient';

// TanStack Query assumes a connection until an `offline` event comes, so an app opened without
// signal would never hear that the connection is back: it starts from the browser's word.
onlineManager.setOnline(navigator.onLine);

export const queryClient = newQueryClient();
