import { QueryClient } from '@tanstack/react-query';

/** The app's query client, as the browser and the server's first-view render both make it. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A failure shows at once in the page's view, which offers 重试 (AsyncView), rather than
        // after silent automatic retries.
        retry: false,
        // A phone coming back to the app should not refetch everything it shows.
        refetchOnWindowFocus: false,
        // Offline, TanStack would hold a query as "paused" and the page would spin until the
        // 60 s timeout; asked anyway, the request fails at once with 网络未连接 and the page
        // shows what it kept (QueriesView).
        networkMode: 'always',
        // The connection coming back refreshes what is shown (off by default in that mode).
        refetchOnReconnect: true,
        // Lists and details read in the last half hour stay in memory, so back to a feed finds
        // its pages and the offline copy (offlineCache.ts) holds what was read, not only the
        // last five minutes.
        gcTime: 30 * 60_000,
      },
      mutations: {
        // Offline, TanStack would pause a write and send it later without a word; it fails at
        // once instead, and the form keeps what the user wrote (docs/decisions/0012-offline.md).
        networkMode: 'always',
      },
    },
  });
}
