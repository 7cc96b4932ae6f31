import { PUBLIC_API } from '@schoolpage/content-contract';
import type { Request, RequestHandler } from 'express';
import { clientAddress } from '../auth/client-address';
import type { JsonAnswer, PublicReadsService } from './public-reads.service';

type HotRead = (reads: PublicReadsService, query: URLSearchParams, request: Request) => Promise<JsonAnswer>;

/** The two reads every visitor makes, by path: a site's content and search suggestions. */
const HOT_READS: Record<string, HotRead> = {
  [PUBLIC_API.allContent]: (reads, query) => reads.allContent(query.get('organizationId') ?? ''),
  [PUBLIC_API.searchSuggestion]: (reads, query, request) => reads.suggestion(query.get('searchValue') ?? '', clientAddress(request)),
};

/**
 * `GET /api/web/all-content` and `GET /api/search/suggestion` as an ordinary Express middleware, mounted
 * right after the security headers and ahead of the cookie and body parsers and Nest's router: the same
 * service and the same JSON as their controllers (web.controller.ts, search.controller.ts), without the
 * framework's work per request. Every other request, and one whose read fails, goes on as usual.
 */
export function hotPublicReads(reads: PublicReadsService): RequestHandler {
  return (request, response, next) => {
    const read = request.method === 'GET' ? HOT_READS[request.path] : undefined;
    if (!read) return next();
    const queryAt = request.url.indexOf('?');
    read(reads, new URLSearchParams(queryAt < 0 ? '' : request.url.slice(queryAt + 1)), request).then(
      (answer) => {
        response.writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(answer.body) });
        response.end(answer.body);
      },
      () => next(),
    );
  };
}
