import { SITE_ROUTE } from '@schoolpage/content-contract';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PRIVATE_CACHE_CONTROL } from '../common/cdn-caching';
import { pagePolicy } from '../security/security-headers';
import { UPDATES_PAGES, type UpdatesPageName, type UpdatesPages } from './updates-pages.service';

/** `/s/<slug>/updates[/sent|/confirm|/manage]`: the school's slug and which page. */
export function updatesPageAddress(path: string): { slug: string; page: UpdatesPageName } | undefined {
  const [empty, section, slug, ...rest] = path.split('/');
  if (empty !== '' || `/${section}` !== SITE_ROUTE || !slug || !/^[A-Za-z0-9-]+$/.test(slug)) return undefined;
  const page = rest.join('/');
  return (UPDATES_PAGES as readonly string[]).includes(page) ? { slug, page: page as UpdatesPageName } : undefined;
}

/**
 * GET the updates pages of a school's site. Each is made for its request and kept nowhere (`private, no-store`);
 * no script (the site pages' policy).
 */
export function updatesPageRoutes(pages: Pick<UpdatesPages, 'page'>): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const address = updatesPageAddress(request.path);
    if (!address) return next();
    pages.page(address.slug, address.page, request.query as Record<string, unknown>).then((answer) => {
      response.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
      if (answer.kind === 'moved') {
        const at = request.originalUrl.indexOf('?');
        return response.redirect(301, answer.location + (at >= 0 ? request.originalUrl.slice(at) : ''));
      }
      if (answer.kind === 'notFound') return next();
      response.setHeader('Content-Security-Policy', pagePolicy());
      response.setHeader('X-Robots-Tag', 'noindex');
      response.setHeader('Referrer-Policy', 'no-referrer');
      response.status(answer.status).type('html').send(answer.html);
    }, next);
  };
}
