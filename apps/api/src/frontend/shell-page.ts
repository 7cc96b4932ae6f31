import { readFile } from 'node:fs/promises';
import type { Request, Response } from 'express';
import { pageHints, preloadTags, type PageHint, type PageHintSources } from './page-hints';

const NOINDEX = '<meta name="robots" content="noindex">';

/** Hints are a head start, never a delay: a page whose hints take longer than this goes without. */
const HINTS_TIME_LIMIT_MS = 250;

/**
 * Sends the shell's page for any front-end route, with preload hints for the files that route will
 * fetch first. The page is read per request (it is small) so a rebuild shows without a restart.
 */
export function shellPageHandler(shellPage: string, hintSources?: PageHintSources) {
  /** `status` and `noindex` for pages the server answers itself (a school's page that does not exist). */
  return async (req: Request, res: Response, status = 200, noindex = false): Promise<void> => {
    const [page, hints] = await Promise.all([
      readFile(shellPage, 'utf8'),
      hintSources ? hintsWithin(pageHints(new URL(req.originalUrl, 'http://page'), hintSources), HINTS_TIME_LIMIT_MS) : [],
    ]);
    res.setHeader('Cache-Control', 'no-cache');
    const head = (noindex ? NOINDEX : '') + preloadTags(hints);
    if (noindex) res.setHeader('X-Robots-Tag', 'noindex');
    res.status(status).type('html').send(head ? page.replace('</head>', `${head}</head>`) : page);
  };
}

function hintsWithin(hints: Promise<PageHint[]>, milliseconds: number): Promise<PageHint[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<PageHint[]>((done) => {
    timer = setTimeout(() => done([]), milliseconds);
  });
  return Promise.race([hints.catch(() => []), late]).finally(() => clearTimeout(timer));
}
