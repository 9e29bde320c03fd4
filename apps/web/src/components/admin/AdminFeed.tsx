import type { ComponentProps, ReactNode } from 'react';
import { CardFeed } from '../CardFeed';
import { CardList } from './CardList';

interface AdminFeedProps<T extends { id: number }> {
  query: ComponentProps<typeof CardFeed<T>>['query'];
  /** What the empty list says (its test id: `${testId}-empty`), and a line under it. */
  empty: string;
  emptyNote?: string;
  testId: string;
  card: (item: T) => ReactNode;
}

/** A console list: a cursor feed of cards in the console's list, and a plain empty text. */
export function AdminFeed<T extends { id: number }>({
  query,
  empty,
  emptyNote,
  testId,
  card,
}: AdminFeedProps<T>) {
  return (
    <CardFeed
      query={query}
      empty={{ title: empty, description: emptyNote }}
      testId={testId}
      list={CardList}
      card={card}
    />
  );
}
