/**
 * The navigation helper of spec section 2: navigate, redirect, switch tab, relaunch and back,
 * with interception. It decides; a HistoryPort (router.tsx binds the hash router) moves.
 */

/** What an interceptor answers: go on, stay where we are, or go elsewhere instead. */
export type GuardResult = 'allow' | 'cancel' | { redirect: string };
export type NavigationGuard = (to: string, from: string) => GuardResult;

/**
 * Where back() goes: one step by default; 'home'; a tab path (switch to it); a number of steps;
 * or any other path (redirect to it, replacing the current page).
 */
export type BackTarget = 'home' | number | string;

export interface HistoryPort {
  /** Path and query of the current page. */
  current(): string;
  /** How many entries of this app lie behind the current one. */
  depth(): number;
  push(to: string): void;
  replace(to: string): void;
  /** Resolves once the history has moved. */
  go(delta: number): Promise<void>;
}

export interface NavigatorConfig {
  home: string;
  isTab(path: string): boolean;
  /** Canonical path: aliases resolved, so that "the current page" compares correctly. */
  normalize(path: string): string;
}

/** A guard that keeps redirecting (A → B → A ...) is cut off here. */
const MAX_REDIRECTS = 5;

export function createNavigator(history: HistoryPort, config: NavigatorConfig) {
  const guards = new Set<NavigationGuard>();

  function isCurrent(path: string): boolean {
    return config.normalize(path) === config.normalize(history.current());
  }

  /** Runs the interceptors; answers the path to go to, or null when cancelled. */
  function intercept(to: string, from: string): string | null {
    let target = config.normalize(to);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      let redirected = false;
      for (const guard of guards) {
        const result = guard(target, from);
        if (result === 'cancel') return null;
        if (result !== 'allow') {
          const next = config.normalize(result.redirect);
          if (next !== target) {
            target = next;
            redirected = true;
            break;
          }
        }
      }
      if (!redirected) return target;
    }
    console.error(`navigation: too many redirects from ${from} to ${to}`);
    return null;
  }

  /** The target after interception, or null when there is nothing to do. */
  function approve(to: string): string | null {
    if (isCurrent(to)) return null;
    const target = intercept(to, config.normalize(history.current()));
    if (target === null || isCurrent(target)) return null;
    return target;
  }

  async function resetTo(target: string): Promise<void> {
    const depth = history.depth();
    if (depth > 0) await history.go(-depth);
    if (!isCurrent(target)) history.replace(target);
  }

  const navigator = {
    /** Registers an interceptor; answers the function that removes it. */
    beforeNavigate(guard: NavigationGuard): () => void {
      guards.add(guard);
      return () => guards.delete(guard);
    },

    /** Opens a page on top of the current one. A tab page is switched to instead. */
    async navigateTo(to: string): Promise<boolean> {
      const target = approve(to);
      if (target === null) return false;
      if (config.isTab(target)) await resetTo(target);
      else history.push(target);
      return true;
    },

    /** Replaces the current page. */
    async redirectTo(to: string): Promise<boolean> {
      const target = approve(to);
      if (target === null) return false;
      history.replace(target);
      return true;
    },

    /** Goes to a tab page, closing the pages opened on top of the tabs. */
    async switchTab(to: string): Promise<boolean> {
      if (!config.isTab(to)) throw new Error(`switchTab: ${to} is not a tab page`);
      return navigator.reLaunch(to);
    },

    /**
     * Closes every page of this visit and opens `to`. A browser cannot drop history entries, so
     * it walks back to the first entry of the app and replaces it.
     */
    async reLaunch(to: string): Promise<boolean> {
      const target = approve(to);
      if (target === null) return false;
      await resetTo(target);
      return true;
    },

    async back(to?: BackTarget): Promise<boolean> {
      if (to === undefined || typeof to === 'number') {
        const steps = Math.max(1, Math.floor(to ?? 1));
        // Nothing of this app behind us (a shared link, a reload on a deep page): go home.
        if (history.depth() < steps) return navigator.reLaunch(config.home);
        await history.go(-steps);
        return true;
      }
      if (to === 'home') return navigator.switchTab(config.home);
      if (config.isTab(to)) return navigator.switchTab(to);
      return navigator.redirectTo(to);
    },

    /**
     * Every arrival passes the interceptors again, including those the navigator did not make
     * (typed URL, reload, browser back and forward), for which `from` is empty. Answers where
     * the page should be instead, or null to stay. A cancel cannot undo an arrival, so it sends
     * the user home. Interceptors must be pure: asking twice gives the same answer.
     */
    checkArrival(path: string): string | null {
      const target = config.normalize(path);
      const destination = intercept(target, '') ?? config.home;
      return destination === target ? null : destination;
    },
  };
  return navigator;
}

export type Navigator = ReturnType<typeof createNavigator>;
