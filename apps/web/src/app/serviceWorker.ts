/**
 * Registers the service worker that vite-plugin-pwa generates (workbox precache of the app shell;
 * no runtime caching, so /v1 answers never touch a cache). Registered after the load event so
 * it never competes with the first screen; not in development, where it would serve stale code.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch((error: unknown) => {
      console.warn('service worker not registered', error);
    });
  });
}
