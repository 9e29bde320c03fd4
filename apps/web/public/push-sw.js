/* global self */
/*
 * Web Push in the service worker (decision 0027), imported by the generated sw.js: shows the
 * notice the server pushed ({ title, body, url, tag }) and, on a tap, opens its target.
 */
self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : null;
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: 'icon-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.openNoticeTarget(event.notification.data.url));
});

/**
 * Shows `url` (the server's, from the site's root: "/#/pages/...") in the app's open window, or
 * in a new one. The app lives at this worker's scope, wherever the server mounts it.
 */
self.openNoticeTarget = async (url) => {
  const target = new URL(url.replace(/^\//, ''), self.registration.scope).href;
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows.find((client) => client.url.startsWith(self.registration.scope));
  const shown = open ? await open.navigate(target).catch(() => null) : null;
  if (!shown) return self.clients.openWindow(target);
  // Focus is allowed while the tap is being handled; elsewhere it is refused, harmlessly.
  return shown.focus().catch(() => shown);
};
