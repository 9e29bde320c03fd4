import { Fragment, type ReactNode } from 'react';
import { CardList } from './CardList';
import { movedIds } from './reorder';

/** What a card of an ordered list hands its MoveButtons. */
export interface CardMove {
  first: boolean;
  last: boolean;
  moving: boolean;
  onMove: (delta: -1 | 1) => void;
}

interface OrderedCardsProps<T extends { id: number }> {
  items: readonly T[];
  /** The call that stores a new order: every id, in that order. */
  order: { isPending: boolean; mutate: (ids: number[]) => void };
  testId: string;
  /** One item's card, an <li>, with the move of that item. */
  card: (item: T, move: CardMove) => ReactNode;
}

/** A console list whose order the server keeps: each card moves its item one place up or down. */
export function OrderedCards<T extends { id: number }>({
  items,
  order,
  testId,
  card,
}: OrderedCardsProps<T>) {
  return (
    <CardList testId={testId}>
      {items.map((item, index) => (
        <Fragment key={item.id}>
          {card(item, {
            first: index === 0,
            last: index === items.length - 1,
            moving: order.isPending,
            onMove: (delta) => order.mutate(movedIds(items, index, delta)),
          })}
        </Fragment>
      ))}
    </CardList>
  );
}
