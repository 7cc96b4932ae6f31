import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
// http_ece has no types of its own: its decrypt is all a push service needs here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as { decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer };

/** A browser's push subscription as `PushSubscription.toJSON()` gives it. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One notification the service took, decrypted with the browser's keys, and what its VAPID token said. */
export interface ReceivedPush {
  endpoint: string;
  /** The decrypted body (the platform sends JSON). */
  text: string;
  json(): unknown;
  /** The `k` of the request's `Authorization: vapid t=…, k=…`: the key the token was checked with. */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
  headers: IncomingMessage['headers'];
}

export interface LocalPushService {
  /** `http://127.0.0.1:<port>`: what PUSH_SERVICE_HOSTS names for a test. */
  origin: string;
  /** A new browser's subscription at this service: its keys are made here (P-256 ECDH, 16-byte auth secret), as a browser does. */
  subscribe(): BrowserSubscription;
  /** Makes the service answer 410 Gone for this endpoint from now on (the browser unsubscribed). */
  end(endpoint: string): void;
  /** Makes the service answer this status for this endpoint (a service in trouble). */
  answer(endpoint: string, status: number): void;
  received: ReceivedPush[];
  /** Every request that came, taken or not. */
  requests: { endpoint: string; status: number; problem?: string }[];
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** The payload of a VAPID token (RFC 8292) when its ES256 signature holds with `publicKey`, else a problem. */
function checkedVapid(authorization: string | undefined, origin: string): { claims: ReceivedPush['claims']; key: string } | string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return 'no VAPID authorization';
  const [, token, key] = match;
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return 'the VAPID key is not an uncompressed P-256 key';
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) }, format: 'jwk' });
  const [header, payload, signature] = token.split('.');
  if ((JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg !== 'ES256') return 'the token is not ES256';
  if (!verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) return 'the token’s signature does not hold';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) return `the token's audience is ${claims.aud}, not ${origin}`;
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) return 'the token has expired or lasts over 24 hours';
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return 'the token names no contact';
  return { claims, key };
}

/**
 * A web push service on loopback (RFC 8030) for tests: it takes the platform's POST to a subscription's endpoint,
 * checks its VAPID token (ES256 with the key the request names, audience its own origin, not expired) and decrypts
 * the body (RFC 8291 `aes128gcm`, http_ece) with the private key and auth secret of the browser it made.
 */
export async function startPushService(): Promise<LocalPushService> {
  const browsers = new Map<string, { ecdh: ECDH; auth: string }>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const requests: LocalPushService['requests'] = [];
  let origin = '';
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const refuse = (status: number, problem?: string) => {
        requests.push({ endpoint, status, ...(problem ? { problem } : {}) });
        response.writeHead(status).end(problem ?? '');
      };
      const browser = browsers.get(endpoint);
      if (request.method !== 'POST' || !browser) return refuse(404, 'no such subscription');
      const status = statuses.get(endpoint);
      if (status) return refuse(status);
      const vapid = checkedVapid(request.headers.authorization, origin);
      if (typeof vapid === 'string') return refuse(403, vapid);
      if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'not aes128gcm');
      if (!request.headers.ttl) return refuse(400, 'no TTL');
      let text: string;
      try {
        text = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth }).toString('utf8');
      } catch (error) {
        return refuse(400, `cannot decrypt: ${(error as Error).message}`);
      }
      received.push({ endpoint, text, json: () => JSON.parse(text) as unknown, vapidKey: vapid.key, claims: vapid.claims, headers: request.headers });
      requests.push({ endpoint, status: 201 });
      response.writeHead(201, { Location: `${endpoint}/message/${randomUUID()}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = b64url(randomBytes(16));
      const endpoint = `${origin}/push/${randomUUID()}`;
      browsers.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth } };
    },
    end: (endpoint) => statuses.set(endpoint, 410),
    answer: (endpoint, status) => statuses.set(endpoint, status),
    received,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
