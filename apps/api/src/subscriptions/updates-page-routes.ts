import { SITE_ROUTE, sitePath, supportedLanguage } from '@schoolpage/content-contract';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PRIVATE_CACHE_CONTROL } from '../common/cdn-caching';
import { pagePolicy } from '../security/security-headers';
import { schoolHostOf } from '../domains/school-host';
import { UPDATES_FILES, UPDATES_PAGES, type UpdatesFileName, type UpdatesPageName, type UpdatesPages } from './updates-pages.service';

/** Documents that may run the scripts they name: worker scripts of the site's own origin (its service worker) too. */
const WORKERS_OF_ITS_OWN = ";worker-src 'self'";

/**
 * `/s/<slug>/updates[/sent|/confirm|/manage]`, or `/s/<slug>/<lang>/updates…` in another language of the site (as
 * the site's pages: page-language.ts): the school's slug, which page, and the language its address names.
 */
export function updatesPageAddress(path: string): { slug: string; page: UpdatesPageName; language?: string } | undefined {
  const [empty, section, slug, ...rest] = path.split('/');
  if (empty !== '' || `/${section}` !== SITE_ROUTE || !slug || !/^[A-Za-z0-9-]+$/.test(slug)) return undefined;
  const language = rest.length > 1 && supportedLanguage(rest[0]) ? rest[0] : undefined;
  const page = (language ? rest.slice(1) : rest).join('/');
  if (!(UPDATES_PAGES as readonly string[]).includes(page)) return undefined;
  return { slug, page: page as UpdatesPageName, ...(language ? { language } : {}) };
}

/**
 * The web push files of a school's site (UPDATES_FILES): `/s/<slug>/<file>` on the platform, `/<file>` at a school's
 * own domain (where the front-end's files keep their paths); the slug, the file, and the site's root at that host.
 */
export function updatesFileAddress(path: string, schoolSlugAtHost: string | undefined): { slug: string; file: UpdatesFileName; root: string } | undefined {
  const isFile = (name: string): name is UpdatesFileName => (UPDATES_FILES as readonly string[]).includes(name);
  if (schoolSlugAtHost) {
    const name = path.slice(1);
    return isFile(name) ? { slug: schoolSlugAtHost, file: name, root: '/' } : undefined;
  }
  const [empty, section, slug, ...rest] = path.split('/');
  if (empty !== '' || `/${section}` !== SITE_ROUTE || !slug || !/^[A-Za-z0-9-]+$/.test(slug)) return undefined;
  const name = rest.join('/');
  return isFile(name) ? { slug, file: name, root: `${sitePath(slug)}/` } : undefined;
}

/**
 * GET the updates pages of a school's site and its web push files. Each page is made for its request and kept nowhere
 * (`private, no-store`); the form page runs its one script, named by its hash (and may register the site's service
 * worker), the others none (the site pages' policy).
 */
export function updatesPageRoutes(pages: Pick<UpdatesPages, 'page' | 'file'>): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const file = updatesFileAddress(request.path, schoolHostOf(request)?.slug);
    if (file) {
      pages.file(file.slug, file.file, file.root).then((answer) => {
        if (answer.kind === 'moved') return response.redirect(301, answer.location);
        if (answer.kind !== 'file') return next();
        response.set(answer.headers).status(200).type(answer.type).send(answer.body);
      }, next);
      return;
    }
    const address = updatesPageAddress(request.path);
    if (!address) return next();
    pages.page(address.slug, address.page, request.query as Record<string, unknown>, address.language).then((answer) => {
      response.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
      if (answer.kind === 'moved') {
        const at = request.originalUrl.indexOf('?');
        return response.redirect(301, answer.location + (at >= 0 ? request.originalUrl.slice(at) : ''));
      }
      if (answer.kind !== 'page') return next();
      response.setHeader('Content-Security-Policy', answer.scriptHashes ? pagePolicy(answer.scriptHashes) + WORKERS_OF_ITS_OWN : pagePolicy());
      response.setHeader('X-Robots-Tag', 'noindex');
      response.setHeader('Referrer-Policy', 'no-referrer');
      response.status(answer.status).type('html').send(answer.html);
    }, next);
  };
}
