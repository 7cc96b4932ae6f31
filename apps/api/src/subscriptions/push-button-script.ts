/**
 * The updates page's one script (`/s/<slug>/updates/push.js`, named by its hash in the page's policy): the "Get
 * notifications" button. Nothing happens on load but a look for this browser's own subscription; only a tap asks the
 * browser's permission, registers the site's service worker (scope: the site), subscribes with the platform's VAPID
 * key and sends the subscription (`POST /api/web/push-subscriptions`) with the topics ticked in the form above. The
 * same button then turns notifications off (`DELETE`, the endpoint as the key). Where the browser offers no push (an
 * iPhone's Safari before the site is on the Home Screen) the button stays hidden and the Home Screen help opens.
 * Its words come from the page (`data-text-*`), the server's answers in the page's language (`data-language`).
 */
export const PUSH_BUTTON_SCRIPT = `(function () {
  'use strict';
  var section = document.querySelector('[data-push]');
  if (!section) return;
  var button = section.querySelector('[data-push-button]');
  var status = section.querySelector('[data-push-status]');
  var help = section.querySelector('[data-push-help]');
  var text = function (name) { return section.getAttribute('data-text-' + name) || ''; };
  var say = function (words) { status.textContent = words; status.hidden = !words; };
  // A refusal whose words are the page's or the server's; any other failure is said in the page's words.
  var Refusal = function (message) { this.message = message; };
  // The site's root (/s/<slug>/ on the platform, / at the school's own domain), named by the page relative to itself.
  var root = new URL(section.getAttribute('data-root') || './', location.href).pathname;
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    say(text('not-offered'));
    if (help) help.open = true;
    return;
  }
  var current = null;
  var show = function () { button.textContent = current ? text('stop') : text('get'); button.hidden = false; };
  var keyBytes = function (key) {
    var raw = atob(key.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (key.length % 4)) % 4));
    var bytes = new Uint8Array(raw.length);
    for (var at = 0; at < raw.length; at++) bytes[at] = raw.charCodeAt(at);
    return bytes;
  };
  var send = function (method, body) {
    return fetch(section.getAttribute('data-api'), { method: method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'omit' }).then(function (answer) {
      return answer.json().catch(function () { return {}; }).then(function (said) {
        if (!answer.ok) throw new Refusal(said.message || text('failed'));
        return said;
      });
    });
  };
  var topics = function () {
    var boxes = document.querySelectorAll('input[name="topics"]:checked');
    var chosen = [];
    for (var at = 0; at < boxes.length; at++) chosen.push(boxes[at].value);
    return chosen.length ? chosen : undefined;
  };
  var organizationId = section.getAttribute('data-organization-id');
  // The page's language: the server answers, and later notifies, in it.
  var language = section.getAttribute('data-language') || undefined;
  var start = function () {
    say(text('asking'));
    return Promise.resolve(Notification.requestPermission()).then(function (permission) {
      if (permission !== 'granted') throw new Refusal(text('denied'));
      return navigator.serviceWorker.register(root + 'updates/sw.js', { scope: root });
    }).then(function () {
      return navigator.serviceWorker.ready;
    }).then(function (registration) {
      return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(section.getAttribute('data-vapid-key')) });
    }).then(function (subscription) {
      return send('POST', { organizationId: organizationId, subscription: subscription.toJSON(), topics: topics(), language: language }).then(function (said) {
        current = subscription;
        say(said.message);
      });
    });
  };
  var stop = function () {
    var endpoint = current.endpoint;
    return current.unsubscribe().then(function () {
      current = null;
      return send('DELETE', { organizationId: organizationId, endpoint: endpoint, language: language });
    }).then(function (said) { say(said.message); }, function () { say(text('off')); });
  };
  button.addEventListener('click', function () {
    button.disabled = true;
    (current ? stop() : start()).catch(function (error) {
      say(error instanceof Refusal ? error.message : text('failed'));
    }).then(function () {
      button.disabled = false;
      show();
    });
  });
  navigator.serviceWorker.getRegistration(root).then(function (registration) {
    return registration ? registration.pushManager.getSubscription() : null;
  }).then(function (subscription) {
    current = subscription;
  }, function () {}).then(show);
})();
`;
