import { convertPage } from './convertPage';
import { readerScript, traditionalVariant } from './readerScript';

/** A Traditional page is shown at the latest this long after start, converted or not. */
const SHOW_AFTER_MS = 2000;
/** When the phrase tables load at the latest, counted from the page's load. */
const PHRASES_AFTER_MS = 8000;

/**
 * Starts the reader's script (decision 0020). A Simplified reader loads nothing. A Traditional
 * reader's page stays hidden until the character converter (about 22 KB gzip) has converted it,
 * so nothing flashes in Simplified; the phrase converter (about 87 KB) follows once the first
 * screen is done with the network: at the reader's first touch, scroll or key, or some seconds
 * after the page's load, so that on a slow phone it never competes with the first screen's calls
 * and images.
 */
export function startReaderScript(): void {
  if (readerScript() !== 'hant') return;
  const root = document.documentElement;
  root.lang = 'zh-Hant';
  root.style.visibility = 'hidden';
  const show = () => root.style.removeProperty('visibility');
  const timer = setTimeout(show, SHOW_AFTER_MS);
  const variant = traditionalVariant();
  void import('./firstConverter')
    .then(({ firstConverter }) => convertPage(firstConverter(variant)))
    .finally(() => {
      clearTimeout(timer);
      show();
    })
    .then(() => afterFirstScreen())
    .then(() => whenIdle())
    .then(() => import('./phraseConverter'))
    .then(({ phraseConverter }) => convertPage(phraseConverter(variant)))
    .catch(() => undefined);
}

/** The reader's first touch, scroll or key, or PHRASES_AFTER_MS after the page's load. */
function afterFirstScreen(): Promise<void> {
  return new Promise((resolve) => {
    const events = ['pointerdown', 'scroll', 'keydown'] as const;
    const done = () => {
      for (const name of events) removeEventListener(name, done, { capture: true });
      resolve();
    };
    for (const name of events) addEventListener(name, done, { capture: true, passive: true });
    const wait = () => setTimeout(done, PHRASES_AFTER_MS);
    if (document.readyState === 'complete') wait();
    else addEventListener('load', wait, { once: true });
  });
}

/** After the page's load and a quiet moment, so the phrase tables never delay the first screen. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => resolve(), { timeout: 3000 })
        : setTimeout(resolve, 500);
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  });
}
