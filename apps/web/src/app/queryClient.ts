import { QueryClient } from '@tanstack/react-query';

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
