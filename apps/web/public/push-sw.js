/* global self */
/*
 * Web Push in the service worker (decision 0027), imported by the generated sw.js: shows the
 * notice the server pushed ({ title, body, url, tag }) and, on a tap, opens its target in the
 * app's open window, or in a new one.
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
  // The server's url starts at the site's root ("/#/pages/..."); the app lives at this scope.
  const target = new URL(event.notification.data.url.replace(/^\//, ''), self.registration.scope)
    .href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url.startsWith(self.registration.scope));
      if (!open) return self.clients.openWindow(target);
      return open.focus().then((client) => client.navigate(target));
    }),
  );
});
