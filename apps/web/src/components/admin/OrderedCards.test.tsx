// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MoveButtons } from './MoveButtons';
import { OrderedCards } from './OrderedCards';

const items = [
  { id: 3, name: '租房' },
  { id: 5, name: '求职' },
  { id: 8, name: '二手' },
];

function renderList(isPending = false) {
  const sent: number[][] = [];
  render(
    <OrderedCards
      items={items}
      order={{ isPending, mutate: (ids) => sent.push(ids) }}
      testId="ordered"
      card={(item, move) => (
        <li>
          <MoveButtons
            name={item.name}
            first={move.first}
            last={move.last}
            busy={move.moving}
            onMove={move.onMove}
          />
        </li>
      )}
    />,
  );
  return sent;
}

const button = (label: string) => screen.getByRole<HTMLButtonElement>('button', { name: label });

afterEach(cleanup);

describe('an ordered console list', () => {
  it('sends every id in the new order when a card moves one place', () => {
    const sent = renderList();
    fireEvent.click(button('下移 租房'));
    fireEvent.click(button('上移 二手'));
    expect(sent).toEqual([
      [5, 3, 8],
      [3, 8, 5],
    ]);
  });

  it('offers no move past either end, and none while an order is being saved', () => {
    renderList();
    expect(button('上移 租房').disabled).toBe(true);
    expect(button('下移 二手').disabled).toBe(true);
    expect(button('下移 租房').disabled).toBe(false);
    cleanup();
    renderList(true);
    expect(button('下移 租房').disabled).toBe(true);
  });
});
