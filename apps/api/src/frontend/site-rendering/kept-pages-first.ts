import type { RequestHandler } from 'express';
import { pageBytesFor } from './kept-page';
import { originOf, schoolPageAddress } from './site-page-handler';
import type { SitePagesService } from './site-pages.service';

/**
 * A school's page already rendered and still current (`GET /s/<slug>[/<page>]`) goes out at once, as an
 * ordinary Express middleware mounted right after the security headers: no session, no database, the
 * compressed bytes made when it was rendered. Anything else goes on to the site page routes.
 */
export function keptPagesFirst(pages: Pick<SitePagesService, 'keptPage'>, publicOrigin: string | undefined): RequestHandler {
  return (request, response, next) => {
    const address = request.method === 'GET' ? schoolPageAddress(request.path) : undefined;
    if (!address) return next();
    pages.keptPage(address.slug, address.page, originOf(request, publicOrigin)).then(
      (kept) => {
        if (!kept) return next();
        const { bytes, encoding } = pageBytesFor(kept, request.headers['accept-encoding']);
        response.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-cache',
          // The page's own policy: it names the hashes of the page's scripts.
          'Content-Security-Policy': kept.contentSecurityPolicy,
          Vary: 'Accept-Encoding',
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
          'Content-Length': bytes.length,
        });
        response.end(bytes);
      },
      () => next(),
    );
  };
}
