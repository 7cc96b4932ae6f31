import { PUBLIC_API } from '@schoolpage/content-contract';
import type { IncomingMessage } from 'node:http';
import type { FirstRoute } from '../common/first-routes';
import type { JsonAnswer } from '../common/json-answer';
import type { SearchAnswersService } from '../search/search-answers.service';
import { apiAnswerHeaders, type SecurityHeaders } from '../security/security-headers';
import type { PublicReadsService } from './public-reads.service';

/** The services answering the hot reads. */
export interface HotReaders {
  content: PublicReadsService;
  search: SearchAnswersService;
}

type HotRead = (readers: HotReaders, query: URLSearchParams, visitor: () => string) => Promise<JsonAnswer>;

/** The two reads every visitor makes, by path: a site's content and search suggestions. */
const HOT_READS: Record<string, HotRead> = {
  [PUBLIC_API.allContent]: (readers, query) => readers.content.allContent(query.get('organizationId') ?? ''),
  [PUBLIC_API.searchSuggestion]: (readers, query, visitor) => readers.search.suggestion(query.get('searchValue') ?? '', visitor()),
};

/**
 * `GET /api/web/all-content` and `GET /api/search/suggestion`, answered ahead of Express (first-routes.ts)
 * with the same service and JSON as their controllers (web.controller.ts, search.controller.ts) and the
 * headers the same security headers middleware gives every API answer (worked out once: `apiAnswerHeaders`).
 * A read that fails goes on to Express as usual.
 */
export function hotPublicReads(readers: HotReaders, headers: SecurityHeaders, visitorOf: (request: IncomingMessage) => string): FirstRoute {
  const securityHeaders = apiAnswerHeaders(headers);
  return (request, response, next) => {
    const url = request.url ?? '';
    const queryAt = url.indexOf('?');
    const read = request.method === 'GET' ? HOT_READS[queryAt < 0 ? url : url.slice(0, queryAt)] : undefined;
    if (!read) return next();
    read(readers, new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1)), () => visitorOf(request)).then(
      (answer) => {
        response.writeHead(answer.status, [...securityHeaders, 'Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(Buffer.byteLength(answer.body))]);
        response.end(answer.body);
      },
      () => next(),
    );
  };
}
