/**
 * Longest wait for the page's content to paint: a tab opened in the background paints nothing
 * until it is shown, and a browser without paint timing says nothing.
 */
const NO_PAINT_MS = 1000;

/**
 * Resolves once the browser has painted the page's content: its first contentful paint (text
 * drawn, which on a phone may come frames after the first, once the fonts are in).
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const done = () => {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    };
    const timer = setTimeout(done, NO_PAINT_MS);
    // A browser without paint timing ignores this (and says so in its console): the timer ends it.
    observer.observe({ type: 'paint', buffered: true });
  });
}
