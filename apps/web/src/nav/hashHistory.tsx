import type { ReactNode } from 'react';
import { UNSAFE_createHashHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';

/**
 * The one module that uses react-router's unstable and UNSAFE APIs: a react-router upgrade
 * that changes them touches this file only. The router and the navigation helper share this
 * hash history, so they can never disagree about where we are.
 */
export const hashHistory: ReturnType<typeof UNSAFE_createHashHistory> = UNSAFE_createHashHistory({
  v5Compat: true,
});

export function HashHistoryRouter({ children }: { children: ReactNode }) {
  return <HistoryRouter history={hashHistory}>{children}</HistoryRouter>;
}
