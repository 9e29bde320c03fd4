import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll position of each history entry of this visit, by location key. */
const positions = new Map<string, number>();

/** The entry on screen: set in a layout effect, before any scroll event of the new page. */
let shownKey: string | null = null;

/** A restore waiting for its page to grow; while it waits, scrolling is not the user's. */
let pending: { cancel: () => void } | null = null;

/**
 * A page still growing after this long (its next pages never came) keeps the position it got.
 * Five seconds is more than a feed's cached pages take to render, well under the 60 s a request
 * may take.
 */
const RESTORE_WAIT_MS = 5000;

function recordScroll(): void {
  if (shownKey !== null && pending === null) positions.set(shownKey, window.scrollY);
}

/**
 * Scrolls to `target`; when the page is not yet tall enough (its cached pages still rendering,
 * or the next page loading because the feed's end came into view), tries again each time it
 * grows, until it gets there, the user scrolls, or RESTORE_WAIT_MS passes.
 */
function restore(target: number): void {
  pending?.cancel();
  window.scrollTo(0, target);
  if (target === 0 || Math.abs(window.scrollY - target) < 1) return;

  const growth = new ResizeObserver(() => {
    window.scrollTo(0, target);
    if (Math.abs(window.scrollY - target) < 1) cancel();
  });
  const inputs = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const timer = setTimeout(() => cancel(), RESTORE_WAIT_MS);
  function cancel() {
    if (pending !== handle) return;
    pending = null;
    growth.disconnect();
    clearTimeout(timer);
    for (const type of inputs) window.removeEventListener(type, cancel, true);
  }
  const handle = { cancel };
  pending = handle;
  growth.observe(document.body);
  for (const type of inputs)
    window.addEventListener(type, cancel, { capture: true, passive: true });
}

/**
 * A page opened or switched to starts at the top; back and forward return where the user was,
 * with the feed's pages that were loaded (they come from the query cache).
 */
export function useScrollRestoration(): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', recordScroll, { passive: true });
    return () => window.removeEventListener('scroll', recordScroll);
  }, []);

  // A layout effect: the scroll events the page change causes (the old page's height going,
  // scrollTo below) arrive after it, so they count for the new entry, never the one left.
  useLayoutEffect(() => {
    shownKey = key;
    restore(navigationType === 'POP' ? (positions.get(key) ?? 0) : 0);
  }, [key, navigationType]);
}
