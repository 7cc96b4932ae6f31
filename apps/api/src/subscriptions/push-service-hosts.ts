/**
 * Whether a browser's push subscription `endpoint` is on one of the push services allowed (PUSH_SERVICE_HOSTS), so a
 * subscription can never make the server call an address of its own choosing. A plain entry is a host name over
 * https on its usual port (`fcm.googleapis.com`), `*.` any name below one (`*.push.apple.com`); an entry with a
 * scheme allows exactly that origin (`http://127.0.0.1:4000`, a test's local push service): http only when named so.
 */
export function onPushService(endpoint: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return allowed.some((entry) => {
    if (/^https?:\/\//i.test(entry)) {
      try {
        return new URL(entry).origin === url.origin;
      } catch {
        return false;
      }
    }
    if (url.protocol !== 'https:' || url.port !== '') return false;
    const host = entry.toLowerCase();
    return host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) && url.hostname.length > host.length - 1 : url.hostname === host;
  });
}
