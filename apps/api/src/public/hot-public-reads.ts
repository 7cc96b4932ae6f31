import { PUBLIC_API, templateNameOfAnswer } from '@schoolpage/content-contract';
import type { IncomingMessage } from 'node:http';
import { UNEXPECTED_ERROR_MESSAGE } from '../common/api-exception.filter';
import { cacheControlUntil, carriesCookie, entityTagOf, type CdnCaching, isNotModified, PRIVATE_CACHE_CONTROL, siteCacheKey, templateCacheKey } from '../common/cdn-caching';
import type { FirstRoute } from '../common/first-routes';
import type { JsonAnswer } from '../common/json-answer';
import { giveBackAnswerBuffer, isPooledAnswer } from '../common/answer-buffers';
import type { SearchAnswersService } from '../search/search-answers.service';
import { apiAnswerHeaders, type SecurityHeaders } from '../security/security-headers';
import type { PublicReadsService } from './public-reads.service';

/** The services answering the hot reads. */
export interface HotReaders {
  content: PublicReadsService;
  search: SearchAnswersService;
}

type HotRead = (readers: HotReaders, query: URLSearchParams, visitor: () => string) => Promise<JsonAnswer>;

/** The reads every visitor makes, by path: a site's content, search suggestions and the list of schools found. */
const HOT_READS: Record<string, HotRead> = {
  [PUBLIC_API.allContent]: (readers, query) => readers.content.allContent(query.get('organizationId') ?? ''),
  [PUBLIC_API.searchSuggestion]: (readers, query, visitor) => readers.search.suggestion(query.get('searchValue') ?? '', visitor()),
  [PUBLIC_API.organizationList]: (readers, query, visitor) => readers.search.listing(query.get('searchValue') ?? '', visitor()),
};

const FAILED_BODY = JSON.stringify({ success: false, message: UNEXPECTED_ERROR_MESSAGE });

/**
 * `GET /api/web/all-content`, `GET /api/search/suggestion` and `GET /api/search/organization-list` (their
 * only handler), answered ahead of Express (first-routes.ts) with the headers the security headers middleware
 * gives every API answer (worked out once: `apiAnswerHeaders`). Anonymous answers carry the CDN's headers
 * (Cache-Control, an ETag, `If-None-Match` → 304, Surrogate-Key), but for an answer no cache is to keep (the
 * search list, `uncached`); a stored site's tags are worked out once per stored answer.
 * A request with a session cookie gets `private, no-store`. A read that fails is logged and answered
 * as the API answers anything unexpected: 500 with `{ success: false, message }`.
 */
export function hotPublicReads(
  readers: HotReaders,
  headers: SecurityHeaders,
  visitorOf: (request: IncomingMessage) => string,
  caching: CdnCaching,
): FirstRoute {
  const securityHeaders = apiAnswerHeaders(headers);
  const json = (body: string | Buffer) => [...securityHeaders, 'Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(Buffer.byteLength(body))];
  /** ETag and Surrogate-Key of each stored site's answer, while that answer is kept. */
  const storedTags = new WeakMap<Buffer, string[]>();
  const tagsOf = (answer: JsonAnswer, query: URLSearchParams): string[] => {
    if (typeof answer.body === 'string') return ['ETag', entityTagOf(answer.body), 'Surrogate-Key', answer.surrogateKey ?? ''];
    let tags = storedTags.get(answer.body);
    if (!tags) {
      const template = templateNameOfAnswer(answer.body);
      const keys = [siteCacheKey(query.get('organizationId') ?? ''), ...(template === undefined ? [] : [templateCacheKey(template)])];
      storedTags.set(answer.body, (tags = ['ETag', entityTagOf(answer.body), 'Surrogate-Key', keys.join(' ')]));
    }
    return tags;
  };

  return {
    name: "Visitors' reads",
    paths: Object.keys(HOT_READS),
    answer(request, response) {
      const url = request.url ?? '';
      const queryAt = url.indexOf('?');
      const read = request.method === 'GET' || request.method === 'HEAD' ? HOT_READS[queryAt < 0 ? url : url.slice(0, queryAt)] : undefined;
      if (!read) return false;
      const query = new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1));
      return read(readers, query, () => visitorOf(request)).then((answer) => {
        if (answer.uncached) {
          response.writeHead(answer.status, json(answer.body));
          response.end(answer.body);
          // A search list is written in a buffer of the answers' pool: used again once the socket has sent it.
          const { body } = answer;
          if (typeof body !== 'string' && isPooledAnswer(body)) response.once('finish', () => giveBackAnswerBuffer(body));
          return true;
        }
        if (answer.status !== 200 || carriesCookie(request.headers.cookie, caching.sessionCookie)) {
          response.writeHead(answer.status, [...json(answer.body), 'Cache-Control', PRIVATE_CACHE_CONTROL]);
          response.end(answer.body);
          return true;
        }
        const tags = tagsOf(answer, query);
        // A scheduled change of the site ends the answer: no cache keeps it past then.
        const cacheControl = answer.expiresAt === undefined ? caching.cacheControl : cacheControlUntil(caching.cacheControl, (answer.expiresAt - Date.now()) / 1000);
        if (isNotModified(request.headers['if-none-match'], tags[1])) {
          response.writeHead(304, [...securityHeaders, 'Cache-Control', cacheControl, ...tags]);
          response.end();
          return true;
        }
        response.writeHead(200, [...json(answer.body), 'Cache-Control', cacheControl, ...tags]);
        response.end(answer.body);
        return true;
      });
    },
    failed(_request, response) {
      response.writeHead(500, [...json(FAILED_BODY), 'Cache-Control', PRIVATE_CACHE_CONTROL]);
      response.end(FAILED_BODY);
    },
  };
}
