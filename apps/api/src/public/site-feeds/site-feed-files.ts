import { SITE_FEED_FILES, SITE_ROUTE } from '@schoolpage/content-contract';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { cacheControlUntil, entityTagOf, PRIVATE_CACHE_CONTROL, setCachingHeaders, siteCacheKey, type CdnCaching } from '../../common/cdn-caching';
import { schoolHostOf } from '../../domains/school-host';
import { originOf } from '../crawler-files';
import type { SiteFeedKind, SiteFeedsService } from './site-feeds.service';

const CONTENT_TYPES: Record<SiteFeedKind, string> = {
  calendar: 'text/calendar; charset=utf-8',
  news: 'application/atom+xml; charset=utf-8',
};

/** `/s/<slug>/events.ics` or `/s/<slug>/feed.xml`: the school's slug and which feed. */
export function siteFeedAddress(path: string): { slug: string; kind: SiteFeedKind } | undefined {
  const [empty, section, slug, file, ...deeper] = path.split('/');
  if (empty !== '' || `/${section}` !== SITE_ROUTE || !slug || !/^[A-Za-z0-9-]+$/.test(slug) || deeper.length > 0) return undefined;
  const kind = (Object.keys(SITE_FEED_FILES) as SiteFeedKind[]).find((name) => SITE_FEED_FILES[name] === file);
  return kind ? { slug, kind } : undefined;
}

/**
 * GET `/s/<slug>/events.ics` and `/s/<slug>/feed.xml`, with the CDN's headers like the school's pages (ETag of the
 * bytes, `Surrogate-Key: site-<organizationId>`, so a change to the site purges them with its pages); an earlier
 * slug answers 301 to today's, an unknown or hidden school 404.
 */
export function siteFeedFiles(feeds: Pick<SiteFeedsService, 'feed'>, publicOrigin: string | undefined, caching: CdnCaching): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const address = siteFeedAddress(request.path);
    if (!address) return next();
    // At a school's own domain its feeds are written on it, below its root (domains/school-host.ts).
    feeds.feed(address.kind, address.slug, originOf(request, publicOrigin), schoolHostOf(request) ? '' : undefined).then(
      (answer) => {
        if (answer.kind === 'moved') return response.redirect(301, answer.location);
        if (answer.kind === 'notFound') {
          response.status(404).setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
          response.type('text/plain').send('This school has no published site at this address.');
          return;
        }
        response.type(CONTENT_TYPES[address.kind]);
        const tags = { entityTag: entityTagOf(answer.body), surrogateKey: siteCacheKey(answer.organizationId) };
        const feedCaching =
          answer.expiresAt === undefined ? caching : { ...caching, cacheControl: cacheControlUntil(caching.cacheControl, (answer.expiresAt - Date.now()) / 1000) };
        if (setCachingHeaders(request, response, feedCaching, tags)) response.status(304).end();
        else response.send(answer.body);
      },
      (error: unknown) => next(error),
    );
  };
}
