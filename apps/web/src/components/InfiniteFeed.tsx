import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { PullToRefresh } from './PullToRefresh';
import { QueriesView } from './QueriesView';
import styles from './InfiniteFeed.module.css';

interface InfiniteFeedProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ list: T[] }, unknown>, Error>;
  /** The rendered items of all pages loaded so far. */
  children: (items: T[]) => ReactNode;
  /** Shown when the first page is empty. */
  empty: ReactNode;
}

/**
 * A cursor feed: pull down to refresh, more pages as the end scrolls into view, the spec's
 * loading and error views for the first page, and pages loaded before kept on screen when a
 * refresh fails (QueriesView). A next page that fails says why at the end, with 重试.
 */
export function InfiniteFeed<T>({ query, children, empty }: InfiniteFeedProps<T>) {
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <QueriesView queries={[query]}>
      {() => (
        <PullToRefresh onRefresh={() => query.refetch()}>
          {items.length === 0 ? empty : children(items)}
          {items.length > 0 && (
            <InfiniteScroll
              hasMore={query.hasNextPage}
              loadMore={async () => void (await query.fetchNextPage({ throwOnError: true }))}
            >
              {(hasMore, failed, retry) =>
                failed ? (
                  <span className={styles.failed} role="alert">
                    {query.error?.message ?? '加载失败'}
                    <button type="button" className={styles.retry} onClick={() => void retry()}>
                      重试
                    </button>
                  </span>
                ) : hasMore ? (
                  '加载中…'
                ) : (
                  '没有更多了'
                )
              }
            </InfiniteScroll>
          )}
        </PullToRefresh>
      )}
    </QueriesView>
  );
}
