import type { MouseEvent, ReactNode } from 'react';
import { useAppNavigator } from '../nav/appNavigator';

interface AppLinkProps {
  to: string;
  /** 'redirect' replaces the current page (the sign-in pages swap in place). */
  mode?: 'navigate' | 'redirect';
  className?: string;
  /** The page shown now (a menu's selected entry): aria-current. */
  current?: boolean;
  children: ReactNode;
  testId?: string;
}

/**
 * A link to a page of the app: a real link (keyboard, screen reader, "open in new tab"), whose
 * plain click goes through the navigation helper and its interceptors.
 */
export function AppLink({
  to,
  mode = 'navigate',
  className,
  current,
  children,
  testId,
}: AppLinkProps) {
  const navigator = useAppNavigator();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void (mode === 'redirect' ? navigator.redirectTo(to) : navigator.navigateTo(to));
  };
  return (
    <a
      href={`#${to}`}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </a>
  );
}
