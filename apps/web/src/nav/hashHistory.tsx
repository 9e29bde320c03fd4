import type { ReactNode } from 'react';
import {
  UNSAFE_createHashHistory,
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router';

/**
 * The one module that uses react-router's unstable and UNSAFE APIs: a react-router upgrade
 * that changes them touches this file only. The router and the navigation helper share this
 * hash history, so they can never disagree about where we are. The server's first-view render
 * (decision 0047) loads this module without a window: there a history that goes nowhere stands
 * in, and the render itself runs on a static router.
 */
export const hashHistory: ReturnType<typeof UNSAFE_createHashHistory> =
  typeof document === 'undefined'
    ? UNSAFE_createMemoryHistory({ v5Compat: true })
    : UNSAFE_createHashHistory({ v5Compat: true });

export function HashHistoryRouter({ children }: { children: ReactNode }) {
  return <HistoryRouter history={hashHistory}>{children}</HistoryRouter>;
}
