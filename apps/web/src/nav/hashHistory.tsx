import type { ReactNode } from 'react';
import { UNSAFE_createHashHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';

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

export function HashHistoryRouter({ children }: { children: ReactNode }) {
  return <HistoryRouter history={hashHistory()}>{children}</HistoryRouter>;
}
