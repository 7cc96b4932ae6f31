import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * helmet's headers everywhere; API answers (JSON and stored files) also get a CSP that allows nothing
 * to run. The front-end pages keep the policy their own bundles need.
 */
export function securityHeaders(): RequestHandler[] {
  const everywhere = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  const api = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], sandbox: [] },
  });
  return [everywhere, (request, response, next) => (request.path.startsWith('/api/') ? api(request, response, next) : next())];
}
