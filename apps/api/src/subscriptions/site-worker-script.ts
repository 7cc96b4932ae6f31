/**
 * The service worker of a school's site (`/s/<slug>/updates/sw.js`, its scope the site): it shows each push
 * notification the platform sends (a post's title, first line and page, JSON) and opens the post's page when the
 * notification is clicked. It keeps nothing and fetches nothing: no `fetch` handler, so the site works as before.
 */
export const SITE_WORKER_SCRIPT = `'use strict';
self.addEventListener('install', function () {
  self.skipWaiting();
});
self.addEventListener('activate', function (event) {
  event.waitUntil(self.clients.claim());
});
self.addEventListener('push', function (event) {
  var notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch (error) {
    notice = { body: event.data ? event.data.text() : '' };
  }
  var url = typeof notice.url === 'string' && /^https?:\\/\\//.test(notice.url) ? notice.url : self.registration.scope;
  event.waitUntil(
    self.registration.showNotification(typeof notice.title === 'string' && notice.title ? notice.title : 'New update', {
      body: typeof notice.body === 'string' ? notice.body : '',
      tag: typeof notice.tag === 'string' ? notice.tag : undefined,
      data: { url: url }
    })
  );
});
self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var url = (event.notification.data && event.notification.data.url) || self.registration.scope;
  event.waitUntil(self.clients.openWindow(url));
});
`;
