/**
 * Registers the service worker that vite-plugin-pwa generates (workbox precache of the app shell;
 * no runtime caching, so /v1 answers never touch a cache). Registered after the load event so
 * it never competes with the first screen; not in development, where it would serve stale code.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('./sw.js').catch((error: unknown) => {
      console.warn('service worker not registered', error);
    });
  };
  // The app starts after the first paint (main.tsx), which may be after the load event.
  if (document.readyState === 'complete') register();
  else addEventListener('load', register);
}
