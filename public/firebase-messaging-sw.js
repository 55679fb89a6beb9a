/*
 * Web push of Groops (registered by src/ui/firebase/web-push.ts only when Firebase messaging is configured).
 * FCM delivers through the standard Push API, so this worker needs no Firebase code and no configuration:
 * it shows the message's notification and opens the order (or the home page) on a tap.
 */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { notification: { body: event.data ? event.data.text() : '' } };
  }
  const notification = message.notification || {};
  const data = message.data || {};
  const title = notification.title || 'Groops';
  event.waitUntil(self.registration.showNotification(title, { body: notification.body || '', data }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const orderId = data.order_id || (data.type === 'order' ? data.id : null);
  const path = orderId ? `/orders/${encodeURIComponent(orderId)}` : '/';
  event.waitUntil(self.clients.openWindow(path));
});
