import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { entityTagOf, setCachingHeaders, type CdnCaching } from '../common/cdn-caching';
import { robotsTxt } from './robots-txt';
import type { SitemapService } from './sitemap.service';

const SITEMAP_PART = /^\/sitemap-([1-9][0-9]{0,8})\.xml$/;

/** The origin addresses are written on: PUBLIC_ORIGIN when configured, else the one the request came to. */
export function originOf(request: Request, publicOrigin: string | undefined): string {
  return (publicOrigin ?? `${request.protocol}://${request.get('host')}`).replace(/\/+$/, '');
}

/**
 * GET /robots.txt, /sitemap.xml and /sitemap-<n>.xml, outside the /api prefix. Mounted before the
 * front-end (frontend-pages.ts) so the shell page never answers them.
 */
export function crawlerFiles(sitemaps: SitemapService, publicOrigin: string | undefined, caching: CdnCaching): RequestHandler {
  /** Sends a crawler file with the CDN's headers (its surrogate key names what it is), or 304 when the client's copy is current. */
  const send = (request: Request, response: Response, type: string, body: string, surrogateKey: string) => {
    response.type(type);
    if (setCachingHeaders(request, response, caching, { entityTag: entityTagOf(body), surrogateKey })) response.status(304).end();
    else response.send(body);
  };
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const origin = () => originOf(request, publicOrigin);
    if (request.path === '/robots.txt') {
      send(request, response, 'text/plain; charset=utf-8', robotsTxt(origin()), 'robots');
      return;
    }
    const part = SITEMAP_PART.exec(request.path)?.[1];
    if (request.path !== '/sitemap.xml' && !part) return next();
    const answer = part ? sitemaps.part(origin(), Number(part)) : sitemaps.sitemap(origin());
    answer.then(
      (xml) => {
        if (xml === undefined) {
          response.status(404).type('text/plain').send('This sitemap does not exist.');
          return;
        }
        send(request, response, 'application/xml; charset=utf-8', xml, 'sitemap');
      },
      () => {
        if (!response.headersSent) response.status(503).type('text/plain').send('The sitemap is not available right now. Please try again later.');
      },
    );
  };
}
