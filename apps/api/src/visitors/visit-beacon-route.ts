import { VISIT_API_PATH } from '@schoolpage/content-contract';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FirstRoute } from '../common/first-routes';
import { apiAnswerHeaders, type SecurityHeaders } from '../security/security-headers';
import type { VisitIntake, VisitorRequest } from './visit-intake.service';

/** A transparent 1×1 GIF: the answer to the image a page without script reports itself with. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A beacon is a few hundred bytes; anything longer is read no further. */
const MAX_BEACON_BYTES = 2048;
/** The headers a CDN or proxy names the visitor's country in (no lookup of the address is ever made). */
const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-country-code'] as const;

/** The beacon's JSON body (an empty object for anything else: too long, not JSON). */
function beaconOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let length = 0;
    request.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length <= MAX_BEACON_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      try {
        const body: unknown = length <= MAX_BEACON_BYTES ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
        resolve(body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});
      } catch {
        resolve({});
      }
    });
    request.on('error', () => resolve({}));
  });
}

/** The value of the cookie `name` in a Cookie header, if there. */
function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return decodeURIComponent(pair.slice(at + 1).trim());
  }
  return undefined;
}

/**
 * `POST /api/web/visit` (a page's beacon, JSON) and `GET /api/web/visit?organizationId=&page=` (its image without
 * script), answered ahead of Express like the visitors' hottest reads: one beacon per page view of every school
 * must cost little. Counted or not, the answer is the same and immediate, and sets no cookie.
 */
export function visitBeaconRoute(intake: VisitIntake, headers: SecurityHeaders, addressOf: (request: IncomingMessage) => string, sessionCookie: string): FirstRoute {
  const noStore = [...apiAnswerHeaders(headers), 'Cache-Control', 'no-store'];
  const visitorOf = (request: IncomingMessage): VisitorRequest => ({
    userAgent: request.headers['user-agent'] ?? '',
    host: request.headers.host,
    country: COUNTRY_HEADERS.map((name) => request.headers[name]).find(Boolean),
    sessionToken: cookieOf(request.headers.cookie, sessionCookie),
    address: addressOf(request),
  });
  return {
    name: 'Visit beacon',
    paths: [VISIT_API_PATH],
    answer(request: IncomingMessage, response: ServerResponse) {
      const url = request.url ?? '';
      const query = url.indexOf('?');
      if ((query < 0 ? url : url.slice(0, query)) !== VISIT_API_PATH || (request.method !== 'POST' && request.method !== 'GET')) return false;
      return (async () => {
        if (request.method === 'POST') {
          await intake.take(await beaconOf(request), visitorOf(request));
          response.writeHead(204, noStore).end();
        } else {
          // Without script no referrer is known (the image's own Referer is the page itself).
          const params = new URLSearchParams(query < 0 ? '' : url.slice(query + 1));
          await intake.take({ organizationId: params.get('organizationId'), page: params.get('page') }, visitorOf(request));
          response.writeHead(200, [...noStore, 'Content-Type', 'image/gif', 'Content-Length', String(PIXEL.length)]).end(PIXEL);
        }
        return true;
      })();
    },
    failed(_request, response) {
      if (!response.headersSent) response.writeHead(204, noStore).end();
    },
  };
}
