import { PUBLIC_API } from '@schoolpage/content-contract';
import type { IncomingMessage } from 'node:http';
import { UNEXPECTED_ERROR_MESSAGE } from '../common/api-exception.filter';
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

const FAILED_BODY = JSON.stringify({ success: false, message: UNEXPECTED_ERROR_MESSAGE });

/**
 * `GET /api/web/all-content` and `GET /api/search/suggestion` (their only handler), answered ahead of
 * Express (first-routes.ts) with the headers the security headers middleware gives every API answer
 * (worked out once: `apiAnswerHeaders`). A read that fails is logged and answered as the API answers
 * anything unexpected: 500 with `{ success: false, message }`.
 */
export function hotPublicReads(readers: HotReaders, headers: SecurityHeaders, visitorOf: (request: IncomingMessage) => string): FirstRoute {
  const securityHeaders = apiAnswerHeaders(headers);
  const json = (body: string | Buffer) => [...securityHeaders, 'Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(Buffer.byteLength(body))];
  return {
    name: "Visitors' reads",
    paths: Object.keys(HOT_READS),
    answer(request, response) {
      const url = request.url ?? '';
      const queryAt = url.indexOf('?');
      const read = request.method === 'GET' || request.method === 'HEAD' ? HOT_READS[queryAt < 0 ? url : url.slice(0, queryAt)] : undefined;
      if (!read) return false;
      return read(readers, new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1)), () => visitorOf(request)).then((answer) => {
        response.writeHead(answer.status, json(answer.body));
        response.end(answer.body);
        return true;
      });
    },
    failed(_request, response) {
      response.writeHead(500, json(FAILED_BODY));
      response.end(FAILED_BODY);
    },
  };
}
