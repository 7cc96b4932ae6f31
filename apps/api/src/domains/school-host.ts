import { Inject, Injectable } from '@nestjs/common';
import { API_PREFIX, DRAFT_PREVIEW_QUERY, PLATFORM_API, pathBelow, SITE_FEED_FILES, SITE_ROUTE, sitePath } from '@schoolpage/content-contract';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sessionCookie } from '../auth/session-cookie';
import { carriesCookie } from '../common/cdn-caching';
import type { FirstRoute } from '../common/first-routes';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { CSP_REPORT_PATH } from '../security/security-headers';
import { VerifiedDomains, type VerifiedDomain } from './verified-domains';

/** A request asked at a school's own verified domain: the school, and the origin its addresses are written on. */
export interface SchoolHost {
  organizationId: string;
  slug: string;
  hostname: string;
  /** `https://<hostname>`: every absolute address of the school's pages there. */
  origin: string;
}

const SCHOOL_HOST = Symbol('schoolHost');

/** The school whose own domain the request was asked at (marked by SchoolHosts' first route), if any. */
export function schoolHostOf(request: IncomingMessage): SchoolHost | undefined {
  return (request as IncomingMessage & { [SCHOOL_HOST]?: SchoolHost })[SCHOOL_HOST];
}

/** The name a `Host` header asks for: lower-case, without its port or a trailing dot. */
export function requestHostname(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  return name.toLowerCase().replace(/\.$/, '') || undefined;
}

/**
 * The API a school's pages call at its domain (enquiries, visits, stored files, template files, and the reports of what
 * their Content-Security-Policy refused); the rest is the platform's.
 */
const SCHOOL_API = [`${API_PREFIX}/web/`, `${API_PREFIX}/files/`, `${PLATFORM_API.bundles}/`, CSP_REPORT_PATH];

/** Paths a school's domain answers as they are: the crawler files (its own) and the front-end's script and style files. */
const AS_ASKED = new Set(['/robots.txt', '/sitemap.xml']);
const FEED_FILES = new Set<string>(Object.values(SITE_FEED_FILES).map((file) => `/${file}`));
const isFrontendFile = (path: string) => path.startsWith('/remotes/') || (/\.[A-Za-z0-9]+$/.test(path) && !FEED_FILES.has(path));

/**
 * Which host a request is for, decided in one place (issue #46), from the verified domains kept in memory (no database
 * read): at a school's verified domain the request is that school's public site, its pages at the root
 * (`/about` is `/s/<slug>/about`), its own robots.txt and sitemap, and nothing of the platform (the dashboard and
 * sign-in are the school's 404, every API but the site's own answers 404, no session cookie is read or set); its www ↔
 * bare partner answers 301 to it; on the platform, `/s/<slug>/…` of a school with a verified domain answers 301 to the
 * same page there. Any other Host is the platform as before.
 */
@Injectable()
export class SchoolHosts {
  private readonly sessionCookieName: string;

  constructor(
    private readonly verified: VerifiedDomains,
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
  ) {
    this.sessionCookieName = sessionCookie(config).name;
  }

  /** The first of the first routes (app-factory.ts): every request passes here before anything looks at it. */
  firstRoute(): FirstRoute {
    return {
      name: 'School domains',
      paths: [],
      answer: (request, response) => this.route(request, response),
    };
  }

  private route(request: IncomingMessage, response: ServerResponse): false | Promise<boolean> {
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const query = queryAt < 0 ? '' : url.slice(queryAt);
    const hostname = requestHostname(request.headers.host);
    const domain = hostname ? this.verified.domainAt(hostname) : undefined;
    if (!domain) return this.platformRequest(request, response, path, query);
    if (hostname !== domain.hostname) return movedTo(response, `https://${domain.hostname}${url}`);

    // A school's domain never reads nor sets the platform's session cookie.
    delete request.headers.cookie;
    keepsNoCookie(response);
    const root = sitePath(domain.slug);
    // The site's pages live at the root here: an address of its pages on the platform (a link written there) leads to it.
    if (path === root || path.startsWith(`${root}/`)) return movedTo(response, `https://${domain.hostname}${pathBelow('', path.slice(root.length + 1))}${query}`);
    // What the site's routes and its API redirect to (`/s/<slug>/about/` → `/s/<slug>/about`, a sent enquiry's thank-you
    // page) is named at the domain's root.
    writesLocationsAtRoot(response, root);
    if (path === '/api' || path.startsWith('/api/')) {
      if (SCHOOL_API.some((prefix) => path.startsWith(prefix))) return mark(request, domain);
      response.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify({ success: false, message: 'This address does not exist.' }));
      return Promise.resolve(true);
    }
    if (AS_ASKED.has(path) || isFrontendFile(path)) return mark(request, domain);
    // The site's pages and feeds are served by the routes of `/s/<slug>`.
    request.url = `${path === '/' ? root : root + path}${query}`;
    return mark(request, domain);
  }

  /**
   * On the platform: a school with a verified domain has its pages there, but for whoever is signed in: the session
   * lives on the platform (the domain never reads it), so a member sees the site here, with its drafts' preview and,
   * hidden, the notice that only they can see it.
   */
  private platformRequest(request: IncomingMessage, response: ServerResponse, path: string, query: string): false | Promise<boolean> {
    if (!path.startsWith(`${SITE_ROUTE}/`) || query.includes(`${DRAFT_PREVIEW_QUERY.name}=`)) return false;
    if (carriesCookie(request.headers.cookie, this.sessionCookieName)) return false;
    const [, , slug = '', ...below] = path.split('/');
    const domain = this.verified.domainOfSlug(slug);
    if (!domain || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    return movedTo(response, `https://${domain.hostname}${pathBelow('', below.join('/'))}${query}`);
  }
}

function mark(request: IncomingMessage, { organizationId, slug, hostname }: VerifiedDomain): false {
  const host: SchoolHost = { organizationId, slug, hostname, origin: `https://${hostname}` };
  Object.assign(request, { [SCHOOL_HOST]: host });
  return false;
}

function movedTo(response: ServerResponse, location: string): Promise<boolean> {
  // Not kept by browsers or the CDN: a domain removed or lost stops at once.
  response.writeHead(301, { Location: location, 'Cache-Control': 'no-cache' });
  response.end();
  return Promise.resolve(true);
}

/** Drops any `Set-Cookie` an answer at a school's domain would carry. */
function keepsNoCookie(response: ServerResponse): void {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => (name.toLowerCase() === 'set-cookie' ? response : setHeader(name, value));
}

/** A redirect the site's routes answer (`/s/<slug>/about/` → `/s/<slug>/about`) names the page at the domain's root. */
function writesLocationsAtRoot(response: ServerResponse, root: string): void {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => {
    if (name.toLowerCase() !== 'location' || typeof value !== 'string' || !value.startsWith(root)) return setHeader(name, value);
    const rest = value.slice(root.length);
    if (rest && !rest.startsWith('/') && !rest.startsWith('?')) return setHeader(name, value);
    return setHeader(name, rest.startsWith('/') ? rest : `/${rest}`);
  };
}
