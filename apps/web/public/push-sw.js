/*
 * Web Push in the service worker (imported by the generated Workbox worker: vite.config.ts,
 * workbox.importScripts). The server pushes important notifications as JSON
 * { id, title, body, action_url, created_at } (apps/api/src/modules/notifications/push.service.ts);
 * this shows each one, and a tap opens its action_url (or the notification's own page) in the
 * app's open window when there is one, else in a new one.
 */

/** Where a tap leads: the action's path in the app, an http(s) link as is, else the detail page. */
function pushTarget(data, origin) {
  const fallback = new URL(
    data && data.id ? '/notifications/' + data.id : '/notifications',
    origin,
  );
  const action = data && typeof data.action_url === 'string' ? data.action_url : '';
  if (!action) return fallback.href;
  try {
    const url = new URL(action, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : fallback.href;
  } catch {
    return fallback.href;
  }
}

function readPush(event) {
  if (!event.data) return {};
  try {
    return event.data.json() || {};
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const data = readPush(event);
  // Browsers require a visible notification for every push (userVisibleOnly): always show one.
  event.waitUntil(
    self.registration.showNotification(data.title || 'ShopBook', {
      body: data.body || '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      // One entry per notification: a push delivered twice replaces itself.
      tag: data.id ? 'notification-' + data.id : undefined,
      timestamp: data.created_at ? Date.parse(data.created_at) : Date.now(),
      data: { id: data.id ?? null, url: pushTarget(data, self.location.origin) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url =
    (event.notification.data && event.notification.data.url) ||
    pushTarget({}, self.location.origin);
  event.waitUntil(
    (async () => {
      const sameApp = new URL(url).origin === self.location.origin;
      if (sameApp) {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
        if (open) {
          const focused = await open.focus();
          await (focused || open).navigate(url);
          return;
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
