import { useEffect, useRef, type ReactNode } from 'react';
import {
  UNSAFE_createHashHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
} from 'react-router';

type HashHistory = ReturnType<typeof UNSAFE_createHashHistory>;
let history: HashHistory | undefined;

/**
 * The one module that uses react-router's unstable and UNSAFE APIs: a react-router upgrade
 * that changes them touches this file only. The router and the navigation helper share this
 * hash history, so they can never disagree about where we are. Made when first asked: the
 * server's first-view render (decision 0047) loads this module without a window, and renders on
 * a static router.
 */
export function hashHistory(): HashHistory {
  history ??= UNSAFE_createHashHistory({ v5Compat: true });
  return history;
}

/**
 * The router reads the address when it first renders and hears of changes only once it has
 * committed. A link on the server's view tapped in between (the app takes over a drawn page over
 * several frames) changes the address unheard: the address is read again once the router listens.
 */
function CatchUpWithAddress() {
  const rendered = useRef(useLocation());
  useEffect(() => {
    const now = hashHistory().location;
    const { pathname, search } = rendered.current;
    if (now.pathname !== pathname || now.search !== search) hashHistory().replace(now);
  }, []);
  return null;
}

export function HashHistoryRouter({ children }: { children: ReactNode }) {
  return (
    <HistoryRouter history={hashHistory()}>
      <CatchUpWithAddress />
      {children}
    </HistoryRouter>
  );
}
