import { QueryClient, onlineManager } from '@tanstack/react-query';

// TanStack Query assumes a connection until an `offline` event comes, so an app opened without
// signal would never hear that the connection is back: it starts from the browser's word.
onlineManager.setOnline(navigator.onLine);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The request layer already toasts every failure; a silent automatic retry would toast
      // again. Pages offer a retry button instead (AsyncView).
      retry: false,
      // A phone coming back to the app should not refetch everything it shows.
      refetchOnWindowFocus: false,
    },
  },
});
