import type { ReactNode } from 'react';
import cards from './CardList.module.css';

export type ListProps = { children: ReactNode; testId?: string };

/**
 * The rows of the post, article and reply lists. Apart from CardFeed so that the home page's
 * list does not bring the feeds' pull-to-refresh (react-spring, use-gesture) to the first screen.
 */
export function CardList({ children, testId }: ListProps) {
  return (
    <ul className={cards.list} data-testid={testId}>
      {children}
    </ul>
  );
}
