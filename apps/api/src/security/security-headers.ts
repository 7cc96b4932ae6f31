import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { InlineStyles } from './inline-styles';

/**
 * helmet's headers everywhere, in one middleware per request. API answers (JSON and stored files)
 * also get a CSP that allows nothing to run; front-end pages keep the policy their own bundles need.
 */
/** Where browsers send reports of anything a page's policy refused (logged by CspReportController). */
export const CSP_REPORT_PATH = '/api/security/csp-report';

/**
 * The policy of every front-end page (the shell, the dashboard, schools' sites). A script runs only when
 * the page names its hash: each page's own script tags carry `integrity` and the page's policy lists
 * their hashes (see ScriptIntegrity and `pagePolicy`); `'strict-dynamic'` then trusts what those
 * scripts load themselves (their chunks, the federated remotes), and nothing else. No page has an inline
 * script that runs (the page's data and JSON-LD are inert `type="application/json"` /
 * `application/ld+json` blocks), and nothing evaluates strings. Styles may be inline (React style
 * attributes, the no-JavaScript styles of a site); pictures may be data or blob URLs (QR codes, previews).
 * The one outside page a site may show is OpenStreetMap's map of the school, framed only once a visitor
 * presses "Show the map".
 */
export const PAGE_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'strict-dynamic'"],
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

/**
 * The Content-Security-Policy header of a page that runs the scripts with these hashes (none: nothing runs). With
 * `inlineStyles` (inline-styles.ts), its inline styles are those alone: its `<style>` elements by their hashes, its
 * style attributes by theirs (`'unsafe-hashes'` is what lets an attribute be named by its hash), none other.
 */
export function pagePolicy(scriptHashes: readonly string[] = [], inlineStyles?: InlineStyles): string {
  const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);
  const directives: Record<string, string[]> = { ...PAGE_POLICY, scriptSrc: [...PAGE_POLICY.scriptSrc, ...quoted(scriptHashes)] };
  if (inlineStyles) {
    directives.styleSrc = ["'self'", ...quoted(inlineStyles.elements)];
    directives.styleSrcAttr = inlineStyles.attributes.length ? ["'unsafe-hashes'", ...quoted(inlineStyles.attributes)] : ["'none'"];
  }
  return Object.entries(directives)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...values].join(' '))
    .join(';');
}

/** helmet's headers as a plain Node middleware: the Express app and the routes ahead of it (first-routes.ts) use the same one. */
export type SecurityHeaders = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

export function securityHeaders(): SecurityHeaders {
  // Headers only old browsers read (X-XSS-Protection, X-Download-Options, ...) are left out.
  const common = {
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  } as const;
  const pageHeaders = helmet({ ...common, contentSecurityPolicy: false });
  // A page that runs scripts replaces this policy with one naming their hashes.
  const noScriptPolicy = pagePolicy();
  const forPages: SecurityHeaders = (request, response, next) => {
    response.setHeader('Content-Security-Policy', noScriptPolicy);
    pageHeaders(request, response, next);
  };
  const forApi = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], sandbox: [] } },
  });
  return (request, response, next) => ((request.url ?? '').startsWith('/api/') ? forApi : forPages)(request, response, next);
}

/**
 * The headers `headers` gives every API answer, as a flat list of names and values, worked out once by
 * running it on a stand-in answer. An API answer's headers are the same for every request (its policy
 * has no nonce and no choice made per request), so the hottest reads (hot-public-reads.ts) write these
 * with their own in one `writeHead`, without running the middleware again for each answer.
 */
export function apiAnswerHeaders(headers: SecurityHeaders): readonly string[] {
  const set = new Map<string, { name: string; values: string[] }>();
  const standIn = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      set.set(name.toLowerCase(), { name, values: Array.isArray(value) ? value.map(String) : [String(value)] }),
    removeHeader: (name: string) => set.delete(name.toLowerCase()),
  };
  let done = false;
  headers({ method: 'GET', url: '/api/', headers: {} } as IncomingMessage, standIn as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error('The security headers middleware failed.', { cause: error });
    done = true;
  });
  if (!done) throw new Error('The security headers middleware did not finish at once, so its headers cannot be worked out ahead.');
  return [...set.values()].flatMap(({ name, values }) => values.flatMap((value) => [name, value]));
}
