import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { AsyncView } from './AsyncView';

interface InfiniteFeedProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ list: T[] }, unknown>, Error>;
  /** The rendered items of all pages loaded so far. */
  children: (items: T[]) => ReactNode;
  /** Shown when the first page is empty. */
  empty: ReactNode;
}

/**
 * A cursor feed: pull down to refresh, more pages as the end scrolls into view, the spec's
 * loading and error views for the first page.
 */
export function InfiniteFeed<T>({ query, children, empty }: InfiniteFeedProps<T>) {
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <AsyncView
      status={query.status}
      errorMessage={query.error?.message}
      onRetry={() => void query.refetch()}
    >
      <PullToRefresh
        onRefresh={async () => void (await query.refetch())}
        pullingText="下拉刷新"
        canReleaseText="释放立即刷新"
        refreshingText="加载中"
        completeText="刷新成功"
      >
        {items.length === 0 ? empty : children(items)}
        {items.length > 0 && (
          <InfiniteScroll
            hasMore={query.hasNextPage}
            loadMore={async () => void (await query.fetchNextPage({ throwOnError: true }))}
          >
            {query.hasNextPage ? '加载中…' : '没有更多了'}
          </InfiniteScroll>
        )}
      </PullToRefresh>
    </AsyncView>
  );
}
