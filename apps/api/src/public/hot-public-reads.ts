import type { NestExpressApplication } from '@nestjs/platform-express';
import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress } from '../auth/client-address';
import { PublicReadsService, type JsonAnswer } from './public-reads.service';

const HOT_PATHS = {
  '/api/web/all-content': (reads: PublicReadsService, query: URLSearchParams) => reads.allContent(query.get('organizationId') ?? ''),
  '/api/search/suggestion': (reads: PublicReadsService, query: URLSearchParams, visitor: () => string) =>
    reads.suggestion(query.get('searchValue') ?? '', visitor()),
} as const;

/** A page answered before Express: its bytes as the browser accepts them (see KeptPage). */
export interface HotPage {
  bytes: Buffer;
  encoding?: string;
  /** The page's own policy (it names the hashes of its scripts). */
  contentSecurityPolicy: string;
}

/** Finds, for a GET of `path`, a page kept ready to send; undefined sends the request on to Express. */
export type HotPages = (path: string, request: IncomingMessage) => Promise<HotPage | undefined> | undefined;

/** The headers a middleware sets on a response, read once by running it against a recorder. */
function headersOf(middleware: RequestHandler, path = '/api/'): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | string[]) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
    getHeader: (name: string) => headers[name],
  };
  middleware({ path, method: 'GET', headers: {} } as never, recorder as never, () => undefined);
  return headers;
}

/**
 * Visitors' hot reads are answered before Express: the two JSON reads (GET /api/web/all-content,
 * GET /api/search/suggestion) with the same service, the same JSON and the same security headers as
 * the controllers, and schools' pages already rendered (`hotPages`) with the pages' security headers;
 * every other request goes to Express and Nest as usual.
 */
export function answerHotReadsFirst(
  app: NestExpressApplication,
  apiSecurityHeaders: RequestHandler,
  hotPages?: { find: HotPages; securityHeaders: RequestHandler },
): void {
  const reads = app.get(PublicReadsService);
  // The client address as Express tells it (its own req.ip getter, believing X-Forwarded-For only from TRUSTED_PROXIES).
  const expressApp = app.getHttpAdapter().getInstance() as { request: object };
  const ipOf = Object.getOwnPropertyDescriptor(expressApp.request, 'ip')?.get;
  const visitorOf = (request: IncomingMessage) => () =>
    clientAddress({ ip: ipOf?.call({ app: expressApp, headers: request.headers, socket: request.socket, connection: request.socket }), socket: request.socket });
  const headers = { ...headersOf(apiSecurityHeaders), 'Content-Type': 'application/json; charset=utf-8' };
  const pageHeaders = hotPages && {
    ...headersOf(hotPages.securityHeaders, '/'),
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  };
  const server = app.getHttpServer();
  const [express] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const page = request.method === 'GET' && hotPages ? hotPages.find(path, request) : undefined;
    if (page) {
      page.then(
        (found) => {
          if (!found) return express(request, response);
          const encoding: Record<string, string> = found.encoding ? { 'Content-Encoding': found.encoding } : {};
          response.writeHead(200, {
            ...pageHeaders,
            ...encoding,
            'Content-Security-Policy': found.contentSecurityPolicy,
            'Content-Length': found.bytes.length,
          });
          response.end(found.bytes);
        },
        () => express(request, response),
      );
      return;
    }
    const answer = request.method === 'GET' ? HOT_PATHS[path as keyof typeof HOT_PATHS] : undefined;
    if (!answer) return express(request, response);
    answer(reads, new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1)), visitorOf(request)).then(
      (result: JsonAnswer) => {
        response.writeHead(result.status, { ...headers, 'Content-Length': Buffer.byteLength(result.body) });
        response.end(result.body);
      },
      () => express(request, response),
    );
  });
}
