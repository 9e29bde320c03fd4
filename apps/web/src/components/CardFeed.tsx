import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { InfiniteFeed } from './InfiniteFeed';
import { CardList, type ListProps } from './CardList';
import { EmptyState, type EmptyStateProps } from './EmptyState';

interface CardFeedProps<T extends { id: number }> {
  query: UseInfiniteQueryResult<InfiniteData<{ list: T[] }, unknown>, Error>;
  /** What the feed says when its first page is empty; its test id is `${testId}-empty` unless given. */
  empty: EmptyStateProps;
  /** One item's card, an <li>. */
  card: (item: T) => ReactNode;
  /** The list's test id. */
  testId: string;
  /** The list around the cards: the feeds' rows unless a page brings its own (the console's). */
  list?: (props: ListProps) => ReactNode;
}

/** A cursor feed (InfiniteFeed) whose items are cards in one list, one card per item. */
export function CardFeed<T extends { id: number }>({
  query,
  empty,
  card,
  testId,
  list: List = CardList,
}: CardFeedProps<T>) {
  return (
    <InfiniteFeed query={query} empty={<EmptyState testId={`${testId}-empty`} {...empty} />}>
      {(items) => (
        <List testId={testId}>
          {items.map((item) => (
            <Fragment key={item.id}>{card(item)}</Fragment>
          ))}
        </List>
      )}
    </InfiniteFeed>
  );
}
