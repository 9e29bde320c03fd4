import { isLoggedIn } from '../lib/session';
import { hashHistory } from './hashHistory';
import { loginGuard, type Move } from './loginFlow';
import { createNavigator, type HistoryPort } from './navigation';
import { HOME_PATH } from './paths';
import { isTabPath, normalizePath } from './pageIndex';

/** A popstate that never comes (nothing to go back to) must not hang a navigation. */
const GO_TIMEOUT_MS = 1000;

const port: HistoryPort = {
  current: () => hashHistory().location.pathname + hashHistory().location.search,
  // The history keeps each entry's position in history.state.idx; 0 is the first page this
  // app opened in the tab, and a reload keeps it. The server's first-view render has no window,
  // and its page is the first opened.
  depth: () => {
    if (typeof window === 'undefined') return 0;
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    return typeof idx === 'number' && idx > 0 ? idx : 0;
  },
  push: (to) => hashHistory().push(to),
  replace: (to) => hashHistory().replace(to),
  go: (delta) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        window.removeEventListener('popstate', done);
        resolve();
      };
      const timer = setTimeout(done, GO_TIMEOUT_MS);
      window.addEventListener('popstate', done);
      hashHistory().go(delta);
    }),
};

/** The app's navigation helper: navigateTo, redirectTo, switchTab, reLaunch, back, beforeNavigate. */
export const appNavigator = createNavigator(port, {
  home: HOME_PATH,
  isTab: isTabPath,
  normalize: normalizePath,
});

// Personal-centre pages need a login; a visitor goes to login first, and comes back after.
appNavigator.beforeNavigate(loginGuard(isLoggedIn));

/** Whether a page of this app lies behind the current one, for back to return to. */
export function hasPageBehind(): boolean {
  return port.depth() > 0;
}

/** Path and query of the page shown now. */
export function currentPath(): string {
  return port.current();
}

/** Carries out a decision of loginFlow.ts. */
export function perform(move: Move): Promise<boolean> {
  return move.kind === 'navigate'
    ? appNavigator.navigateTo(move.to)
    : appNavigator.redirectTo(move.to);
}

/** Components reach navigation through this hook, so it can move into context later. */
export function useAppNavigator() {
  return appNavigator;
}
