import { readFile } from 'node:fs/promises';
import type { Request, Response } from 'express';
import { pageHints, preloadTags, type PageHint, type PageHintSources } from './page-hints';

/** Hints are a head start, never a delay: a page whose hints take longer than this goes without. */
const HINTS_TIME_LIMIT_MS = 250;

/**
 * Sends the shell's page for any front-end route, with preload hints for the files that route will
 * fetch first. The page is read per request (it is small) so a rebuild shows without a restart.
 */
export function shellPageHandler(shellPage: string, hintSources?: PageHintSources) {
  return async (req: Request, res: Response): Promise<void> => {
    const [page, hints] = await Promise.all([
      readFile(shellPage, 'utf8'),
      hintSources ? hintsWithin(pageHints(new URL(req.originalUrl, 'http://page'), hintSources), HINTS_TIME_LIMIT_MS) : [],
    ]);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(hints.length ? page.replace('</head>', `${preloadTags(hints)}</head>`) : page);
  };
}

function hintsWithin(hints: Promise<PageHint[]>, milliseconds: number): Promise<PageHint[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<PageHint[]>((done) => {
    timer = setTimeout(() => done([]), milliseconds);
  });
  return Promise.race([hints.catch(() => []), late]).finally(() => clearTimeout(timer));
}
