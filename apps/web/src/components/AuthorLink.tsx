import type { KeyboardEvent, MouseEvent } from 'react';
import { userProfilePath } from '../nav/paths';
import { useAppNavigator } from '../nav/appNavigator';
import { AppLink } from './AppLink';

interface AuthorLinkProps {
  author: { id: number; nickName: string };
  className?: string | undefined;
  /**
   * Inside a card that is itself a link: a link in a link is not valid HTML, so the name is a
   * span with the link role that opens the page without opening the card.
   */
  inLink?: boolean;
}

/** An author's name, leading to their public page (decision 0037). */
export function AuthorLink({ author, className, inLink }: AuthorLinkProps) {
  const navigator = useAppNavigator();
  const to = userProfilePath(author.id);
  if (!inLink) {
    return (
      <AppLink to={to} className={className} testId="author-link">
        {author.nickName}
      </AppLink>
    );
  }
  const go = (event: MouseEvent | KeyboardEvent) => {
    if ('key' in event && event.key !== 'Enter') return;
    event.preventDefault();
    event.stopPropagation();
    void navigator.navigateTo(to);
  };
  return (
    <span
      role="link"
      tabIndex={0}
      className={className}
      onClick={go}
      onKeyDown={go}
      data-testid="author-link"
    >
      {author.nickName}
    </span>
  );
}
