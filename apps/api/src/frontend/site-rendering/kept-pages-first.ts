import { DRAFT_PREVIEW_QUERY } from '@schoolpage/content-contract';
import { schoolHostOf } from '../../domains/school-host';
import type { CdnCaching } from '../../common/cdn-caching';
import type { FirstRoute } from '../../common/first-routes';
import type { SecurityHeaders } from '../../security/security-headers';
import { sendKeptPage } from './kept-page';
import { keepsPagesFor } from './kept-page-origins';
import { schoolPageAddress } from './site-page-handler';
import type { SitePagesService } from './site-pages.service';

/**
 * A school's page already rendered and still current (`GET /s/<slug>[/<page>]`) goes out ahead of
 * Express (first-routes.ts): no session, no database, the compressed bytes made when it was rendered,
 * the same security headers middleware as every page, the page's own script policy and the CDN's headers
 * (a request with a session cookie gets `private, no-store`). It does so
 * when the page's origin is known without Express: PUBLIC_ORIGIN, or no proxy whose forwarded headers
 * could change it. Anything else goes on to the site page routes.
 */
export function keptPagesFirst(
  pages: Pick<SitePagesService, 'keptPage'>,
  headers: SecurityHeaders,
  config: { publicOrigin?: string; trustedProxies: readonly string[]; port: number },
  caching: CdnCaching,
): FirstRoute {
  return {
    name: "Schools' kept pages",
    // Only pages already rendered: the site page routes (site-page-handler.ts) render the rest.
    paths: [],
    answer(request, response) {
      const url = request.url ?? '';
      const queryAt = url.indexOf('?');
      const address = request.method === 'GET' ? schoolPageAddress(queryAt < 0 ? url : url.slice(0, queryAt)) : undefined;
      const host = request.headers.host;
      // A preview of drafts is made for its viewer alone (site-page-handler.ts), never answered from kept pages.
      if (url.includes(`${DRAFT_PREVIEW_QUERY.name}=`)) return false;
      if (!address) return false;
      // At a school's own domain (domains/school-host.ts) its pages are kept for its origin.
      const school = schoolHostOf(request);
      if (!school && !config.publicOrigin && (config.trustedProxies.length > 0 || !host)) return false;
      const origin = school?.origin ?? config.publicOrigin ?? `http://${host}`;
      // Pages are kept only for the platform's own origin (kept-page-origins.ts) or a school's own domain; any other Host goes on to be rendered.
      if (!school && !keepsPagesFor(origin, config)) return false;
      return pages.keptPage(address.slug, address.page, origin).then((kept) => {
        if (!kept) return false;
        headers(request, response, () => sendKeptPage(request, response, kept, caching));
        return true;
      });
    },
  };
}
