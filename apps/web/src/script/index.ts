import { convertPage } from './convertPage';
import { readerScript, traditionalVariant } from './readerScript';

/** A Traditional page is shown at the latest this long after start, converted or not. */
const SHOW_AFTER_MS = 2000;

/**
 * Starts the reader's script (decision 0020). A Simplified reader loads nothing. A Traditional
 * reader's page stays hidden until the character converter (about 22 KB gzip) has converted it,
 * so nothing flashes in Simplified; the phrase converter follows when the page is idle.
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
    .then(() => whenIdle())
    .then(() => import('./phraseConverter'))
    .then(({ phraseConverter }) => convertPage(phraseConverter(variant)))
    .catch(() => undefined);
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
