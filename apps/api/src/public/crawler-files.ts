import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { entityTagOf, setCachingHeaders, siteCacheKey, type CdnCaching } from '../common/cdn-caching';
import { schoolHostOf } from '../domains/school-host';
import { robotsTxt, schoolRobotsTxt } from './robots-txt';
import type { SitemapService } from './sitemap.service';

const SITEMAP_PART = /^\/sitemap-([1-9][0-9]{0,8})\.xml$/;

/**
 * The origin addresses are written on: a school's own domain when asked there (domains/school-host.ts), else
 * PUBLIC_ORIGIN when configured, else the one the request came to.
 */
export function originOf(request: Request, publicOrigin: string | undefined): string {
  return (schoolHostOf(request)?.origin ?? publicOrigin ?? `${request.protocol}://${request.get('host')}`).replace(/\/+$/, '');
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
    const school = schoolHostOf(request);
    if (school) return request.path === '/robots.txt' || request.path === '/sitemap.xml' ? schoolCrawlerFile(request, response, school.organizationId, school.origin) : next();
    if (request.path === '/robots.txt') {
      send(request, response, 'text/plain; charset=utf-8', robotsTxt(origin()), 'robots');
      return;
    }
    const part = SITEMAP_PART.exec(request.path)?.[1];
    if (request.path !== '/sitemap.xml' && !part) return next();
    const answer = part ? sitemaps.part(origin(), Number(part)) : sitemaps.sitemap(origin());
    sendSitemap(request, response, answer, 'sitemap');
  };

  /** At a school's own domain: its own robots.txt and sitemap, purged with its site. */
  function schoolCrawlerFile(request: Request, response: Response, organizationId: string, origin: string): void {
    if (request.path === '/robots.txt') return send(request, response, 'text/plain; charset=utf-8', schoolRobotsTxt(origin), siteCacheKey(organizationId));
    sendSitemap(request, response, sitemaps.schoolSitemap(organizationId, origin), siteCacheKey(organizationId));
  }

  function sendSitemap(request: Request, response: Response, answer: Promise<string | undefined>, surrogateKey: string): void {
    answer.then(
      (xml) => {
        if (xml === undefined) {
          response.status(404).type('text/plain').send('This sitemap does not exist.');
          return;
        }
        send(request, response, 'application/xml; charset=utf-8', xml, surrogateKey);
      },
      () => {
        if (!response.headersSent) response.status(503).type('text/plain').send('The sitemap is not available right now. Please try again later.');
      },
    );
  }
}
