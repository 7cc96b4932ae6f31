import { onPushService } from './push-service-hosts';

const DEFAULT = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'];

describe('the push services a subscription may name', () => {
  it('takes the browsers’ services over https', () => {
    expect(onPushService('https://fcm.googleapis.com/fcm/send/abc', DEFAULT)).toBe(true);
    expect(onPushService('https://updates.push.services.mozilla.com/wpush/v2/abc', DEFAULT)).toBe(true);
    expect(onPushService('https://web.push.apple.com/QGx', DEFAULT)).toBe(true);
    expect(onPushService('https://wns2-par02p.notify.windows.com/w/?token=x', DEFAULT)).toBe(true);
  });

  it('refuses any other address, http, another port, look-alike names and credentials', () => {
    expect(onPushService('https://evil.example/fcm.googleapis.com', DEFAULT)).toBe(false);
    expect(onPushService('http://fcm.googleapis.com/fcm/send/abc', DEFAULT)).toBe(false);
    expect(onPushService('https://fcm.googleapis.com:8443/fcm/send/abc', DEFAULT)).toBe(false);
    expect(onPushService('https://fcm.googleapis.com.evil.example/x', DEFAULT)).toBe(false);
    expect(onPushService('https://evilpush.apple.com/x', DEFAULT)).toBe(false);
    expect(onPushService('https://push.apple.com/x', DEFAULT)).toBe(false);
    expect(onPushService('https://user:pw@fcm.googleapis.com/x', DEFAULT)).toBe(false);
    expect(onPushService('http://127.0.0.1:4000/push/1', DEFAULT)).toBe(false);
    expect(onPushService('not a url', DEFAULT)).toBe(false);
  });

  it('allows http only for an origin named with its scheme', () => {
    const local = [...DEFAULT, 'http://127.0.0.1:4000'];
    expect(onPushService('http://127.0.0.1:4000/push/1', local)).toBe(true);
    expect(onPushService('http://127.0.0.1:4001/push/1', local)).toBe(false);
    expect(onPushService('http://localhost:4000/push/1', local)).toBe(false);
  });
});
