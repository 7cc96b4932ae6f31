import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * helmet's headers everywhere, in one middleware per request. API answers (JSON and stored files)
 * also get a CSP that allows nothing to run; front-end pages keep the policy their own bundles need.
 */
/** Where browsers send reports of anything a page's policy refused (logged by CspReportController). */
export const CSP_REPORT_PATH = '/api/security/csp-report';

/**
 * The policy of every front-end page (the shell, the dashboard, schools' sites). Every script the
 * platform runs is a file from its own origin (the shell and every federated remote, built-in or
 * deployed, are served from it); no page has an inline script that runs (the page's data and JSON-LD are
 * inert `type="application/json"` / `application/ld+json` blocks), and nothing evaluates strings. So
 * `script-src 'self'` admits exactly the platform's own files. Styles may be inline (React style
 * attributes, the no-JavaScript styles of a site); pictures may be data or blob URLs (QR codes, previews).
 * The one outside page a site may show is OpenStreetMap's map of the school, framed only once a visitor
 * presses "Show the map".
 */
export const PAGE_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'https://www.openstreetmap.org'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  reportUri: [CSP_REPORT_PATH],
};

export function securityHeaders(): { all: RequestHandler; api: RequestHandler; pages: RequestHandler } {
  // Headers only old browsers read (X-XSS-Protection, X-Download-Options, ...) are left out.
  const common = {
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  } as const;
  const forPages = helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: PAGE_POLICY } });
  const forApi = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], sandbox: [] } },
  });
  return { all: (request, response, next) => (request.path.startsWith('/api/') ? forApi : forPages)(request, response, next), api: forApi, pages: forPages };
}
