import { readFile } from 'node:fs/promises';
import type { Request, Response } from 'express';
import { pageHints, preloadTags, type PageHintSources } from './page-hints';
import { escapeAttribute } from './seo/html-escape';
import { pagePolicy } from '../security/security-headers';
import type { ScriptIntegrity } from '../security/script-integrity';

const NOINDEX = '<meta name="robots" content="noindex">';

/**
 * The permanent address of what a shell page shows, when it has one: a school's site opened by its
 * shareable `/web/<template>?org=<id>` address names `/s/<slug>`, so search engines keep one address.
 */
export type CanonicalAddress = (page: URL, request: Request) => Promise<string | undefined>;

/** Hints are a head start, never a delay: a page whose hints take longer than this goes without. */
const HINTS_TIME_LIMIT_MS = 250;

/**
 * Sends the shell's page for any front-end route, with preload hints for the files that route will
 * fetch first. The page is read per request (it is small) so a rebuild shows without a restart.
 */
export function shellPageHandler(
  shellPage: string,
  scripts: ScriptIntegrity,
  hintSources?: PageHintSources,
  canonicalOf?: CanonicalAddress,
) {
  /** `status` and `noindex` for pages the server answers itself (a school's page that does not exist). */
  return async (req: Request, res: Response, status = 200, noindex = false): Promise<void> => {
    const address = new URL(req.originalUrl, 'http://page');
    const [page, hints, canonical] = await Promise.all([
      readFile(shellPage, 'utf8'),
      hintSources ? within(pageHints(address, hintSources), HINTS_TIME_LIMIT_MS, []) : [],
      canonicalOf ? within(canonicalOf(address, req), HINTS_TIME_LIMIT_MS, undefined) : undefined,
    ]);
    res.setHeader('Cache-Control', 'no-cache');
    const head =
      (noindex ? NOINDEX : '') +
      (canonical ? `<link rel="canonical" href="${escapeAttribute(canonical)}">` : '') +
      preloadTags(hints);
    if (noindex) res.setHeader('X-Robots-Tag', 'noindex');
    const locked = await scripts.lock(head ? page.replace('</head>', `${head}</head>`) : page);
    res.setHeader('Content-Security-Policy', pagePolicy(locked.scriptHashes));
    res.status(status).type('html').send(locked.html);
  };
}

/** What `work` gives within `milliseconds`, else (or when it fails) `otherwise`. */
function within<T>(work: Promise<T>, milliseconds: number, otherwise: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((done) => {
    timer = setTimeout(() => done(otherwise), milliseconds);
  });
  return Promise.race([work.catch(() => otherwise), late]).finally(() => clearTimeout(timer));
}
