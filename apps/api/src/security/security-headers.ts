import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * helmet's headers everywhere, in one middleware per request. API answers (JSON and stored files)
 * also get a CSP that allows nothing to run; front-end pages keep the policy their own bundles need.
 */
export function securityHeaders(): { all: RequestHandler; api: RequestHandler } {
  // Headers only old browsers read (X-XSS-Protection, X-Download-Options, ...) are left out.
  const common = {
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  } as const;
  const forPages = helmet({ ...common, contentSecurityPolicy: false });
  const forApi = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], sandbox: [] } },
  });
  return { all: (request, response, next) => (request.path.startsWith('/api/') ? forApi : forPages)(request, response, next), api: forApi };
}
