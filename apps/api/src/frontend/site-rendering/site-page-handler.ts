import { Logger } from '@nestjs/common';
import { DRAFT_PREVIEW_QUERY, SAMPLE_TEMPLATE_QUERY, SITE_ROUTE, WEB_ROUTE } from '@schoolpage/content-contract';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { schoolHostOf } from '../../domains/school-host';
import { carriesCookie, PRIVATE_CACHE_CONTROL, type CdnCaching } from '../../common/cdn-caching';
import { sendKeptPage } from './kept-page';
import { keepsPagesFor } from './kept-page-origins';
import type { SitePageAnswer, SitePagesService } from './site-pages.service';

export interface SitePageHandlerOptions {
  pages: SitePagesService;
  /** How anonymous pages may be kept by a CDN; a request with the session cookie gets `private, no-store`. */
  caching: CdnCaching;
  /** The address visitors use, when configured; otherwise the request's own origin. */
  publicOrigin?: string;
  /** The port the server was started on: without PUBLIC_ORIGIN, only pages asked for at it are kept (kept-page-origins.ts). */
  port: number;
  /** The signed-in admin's organisation for this request, if any. */
  viewerOf(request: Request): Promise<string | undefined>;
  /** Answers a request the server did not render (the shell's page), with the given status. */
  sendShellPage(request: Request, response: Response, status: number, noindex: boolean): Promise<void>;
}

/** A page name below a site: one path segment of lower-case letters, digits and hyphens. */
const PAGE_NAME = /^[a-z0-9-]*$/;

/** The most segments a page below a school's address has (`news/page/2`; `p/<page-slug>`, `notice/<id>`). */
const MOST_PAGE_SEGMENTS = 3;

/** Every address below `/s/`. */
const SCHOOL_PAGE_PATH = new RegExp(`^${SITE_ROUTE}/.`);

/**
 * The address a school's page has without the slashes it ends with (`/s/<slug>/hi/` → `/s/<slug>/hi`), or undefined
 * when it ends with none: a page has one address, so the other answers 301 to it.
 */
export function withoutEndSlash(path: string): string | undefined {
  if (!path.endsWith('/')) return undefined;
  const trimmed = path.replace(/\/+$/, '');
  // `/s//…` or `/s/` itself names no school: nothing to lead to (and never an address of another host).
  return trimmed.startsWith(`${SITE_ROUTE}/`) && !trimmed.startsWith(`${SITE_ROUTE}//`) ? trimmed : undefined;
}

/**
 * The school and page an address below `/s/` names (`/s/<slug>`, `/s/<slug>/<page>`, and an item's
 * `/s/<slug>/p/<page-slug>`, `/s/<slug>/news/page/2`), or undefined when it cannot name one (deeper paths, odd
 * characters, empty segments, a slash at the end: see withoutEndSlash): those are 404s. A slug typed with
 * capitals is passed on as it is: the school's address answers it with a redirect.
 */
export function schoolPageAddress(path: string): { slug: string; page: string } | undefined {
  if (path.endsWith('/')) return undefined;
  // Split rather than slice by SITE_ROUTE's length: Rspack 2.0.4 inlines such a length as the string itself.
  const [empty, section, slug, page = '', ...deeper] = path.split('/');
  if (empty !== '' || `/${section}` !== SITE_ROUTE || !slug || deeper.length >= MOST_PAGE_SEGMENTS) return undefined;
  if (!/^[A-Za-z0-9-]+$/.test(slug) || !PAGE_NAME.test(page)) return undefined;
  if (deeper.length > 0 && (!page || deeper.some((segment) => !segment || !PAGE_NAME.test(segment)))) return undefined;
  return { slug, page: [page, ...deeper].join('/') };
}

/**
 * `GET /s/<slug>[/<page>]`: a page of a school's site, rendered on the server. An old slug answers 301
 * to the school's address today; an unknown slug, a hidden site (except for its own admin) or an unknown
 * page answers 404 with the 404 page and `noindex`.
 * `GET /web/<template>?source=sample-template[...]`: a template's sample preview, rendered the same way.
 */
export function sitePageRoutes(options: SitePageHandlerOptions): Router {
  const logger = new Logger('SitePages');
  const router = express.Router({ caseSensitive: true, strict: false });

  const answer = async (request: Request, response: Response, result: SitePageAnswer) => {
    switch (result.kind) {
      case 'page': {
        if (result.noindex) response.setHeader('X-Robots-Tag', 'noindex');
        // A kept page goes out in the compressed form made when it was rendered, with the CDN's headers.
        if (result.kept) return sendKeptPage(request, response, result.kept, options.caching);
        const signedIn = carriesCookie(request.headers.cookie, options.caching.sessionCookie);
        response.setHeader('Cache-Control', signedIn || result.noStore ? PRIVATE_CACHE_CONTROL : 'no-cache');
        response.setHeader('Content-Security-Policy', result.contentSecurityPolicy);
        response.status(result.status ?? 200).type('html').send(result.html);
        return;
      }
      case 'moved':
        response.redirect(301, result.location + queryOf(request));
        return;
      case 'notFound':
        return options.sendShellPage(request, response, 404, true);
      case 'unrendered':
        return options.sendShellPage(request, response, 200, false);
    }
  };

  router.get(SCHOOL_PAGE_PATH, (request: Request, response: Response, next: NextFunction) => {
    const oneAddress = withoutEndSlash(request.path);
    if (oneAddress) {
      response.redirect(301, oneAddress + queryOf(request));
      return;
    }
    const address = schoolPageAddress(request.path);
    if (!address) {
      void options.sendShellPage(request, response, 404, true).catch(next);
      return;
    }
    void (async () => {
      // At a school's own domain its pages are written on it and kept (by school: the domain is the school's).
      const school = schoolHostOf(request);
      const origin = school?.origin ?? originOf(request, options.publicOrigin);
      const result = await options.pages.schoolPage({
        ...address,
        origin,
        atOwnDomain: !!school,
        keep: !!school || keepsPagesFor(origin, options),
        viewerOrganizationId: await options.viewerOf(request),
        preview: request.query[DRAFT_PREVIEW_QUERY.name] === DRAFT_PREVIEW_QUERY.value,
      });
      await answer(request, response, result);
    })().catch((error: unknown) => {
      logger.error(`${request.path} could not be answered: ${(error as Error).message}`);
      next(error);
    });
  });

  router.get(`${WEB_ROUTE}/:template{/:page}`, (request: Request, response: Response, next: NextFunction) => {
    if (request.query[SAMPLE_TEMPLATE_QUERY.name] !== SAMPLE_TEMPLATE_QUERY.value) return next();
    const page = request.params['page'] === undefined ? '' : String(request.params['page']);
    if (!PAGE_NAME.test(page)) return next();
    void (async () => {
      const result = await options.pages.samplePage(
        String(request.params['template']),
        page,
        queryOf(request),
        originOf(request, options.publicOrigin),
      );
      // The /web entry keeps the spec's rules for everything it cannot render here (the shell decides).
      if (result.kind !== 'page' && result.kind !== 'moved') return next();
      await answer(request, response, result);
    })().catch(next);
  });

  return router;
}

/** The origin visitors use: PUBLIC_ORIGIN when configured, else the request's own. */
export function originOf(request: Request, publicOrigin?: string): string {
  return publicOrigin ?? `${request.protocol}://${request.get('host') ?? 'localhost'}`;
}

function queryOf(request: Request): string {
  const at = request.originalUrl.indexOf('?');
  return at >= 0 ? request.originalUrl.slice(at) : '';
}
