import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import compression from 'compression';
import express, { type Request, type Response, type NextFunction, type RequestHandler } from 'express';
import { BUNDLES_URL_PREFIX } from '@schoolpage/remote-registry';
import { builtRemoteFolders, REMOTES_URL_PREFIX } from './built-folders';
import { schoolHostOf } from '../domains/school-host';
import type { PageHintSources } from './page-hints';
import { shellPageHandler, type CanonicalAddress } from './shell-page';
import type { ScriptIntegrity } from '../security/script-integrity';

/** Files whose names never change between builds must be revalidated; hashed files are immutable. */
const STABLE_NAMES = /(?:^|\/)(index\.html|mf-manifest\.json|mf-manifest-stats\.json|remoteEntry\.js|preview\.svg)$/;

function staticFolder(root: string): RequestHandler {
  return express.static(root, {
    index: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', STABLE_NAMES.test(path) ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
}

const gzip = compression();

/** Where the built front-end lives, if it has been built. */
export function builtShellPage(distDir: string): string | undefined {
  const page = join(resolve(distDir, 'apps/shell'), 'index.html');
  return existsSync(page) ? page : undefined;
}

/**
 * Serves the built front-end so the whole platform is one origin: every app remote at
 * `/remotes/<app>/`, every template at `/remotes/templates/<name>/`, the shell at `/`, and the
 * shell's page for any other GET that is not an API call (the shell's router takes it from there),
 * with preload hints from `hintSources` when given.
 */
export interface FrontendOptions {
  /** Ties each page's scripts to their content for the page's Content-Security-Policy. */
  scripts: ScriptIntegrity;
  /** Where the preload hints of the shell's pages come from. */
  hintSources?: PageHintSources;
  /** The permanent address a shell page names as canonical. */
  canonicalOf?: CanonicalAddress;
  /** The routes of schools' server-rendered sites, given the shell's page for what they do not render. */
  sitePages?: (sendShellPage: ReturnType<typeof shellPageHandler>) => express.Router;
}

export function mountFrontend(app: express.Express, distDir: string, { scripts, hintSources, canonicalOf, sitePages }: FrontendOptions): boolean {
  const shellPage = builtShellPage(distDir);
  if (!shellPage) return false;

  // Front-end files, built-in or deployed, go out compressed; other API responses are left to the API.
  app.use((req: Request, res: Response, next: NextFunction) =>
    req.path.startsWith('/api/') && !req.path.startsWith(BUNDLES_URL_PREFIX) ? next() : gzip(req, res, next),
  );
  const remotes = express.Router();
  for (const [subPath, folder] of builtRemoteFolders(distDir)) remotes.use(subPath, staticFolder(folder));
  remotes.use((_req: Request, res: Response) =>
    res.status(404).json({ success: false, message: 'This file does not exist.' }),
  );
  app.use(REMOTES_URL_PREFIX, remotes);
  const shellFiles = staticFolder(resolve(distDir, 'apps/shell'));
  const sendShellPage = shellPageHandler(shellPage, scripts, hintSources, canonicalOf);
  // Schools' sites (and the templates' sample previews) are rendered on the server.
  if (sitePages) app.use(sitePages(sendShellPage));
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isApiCall = req.path === '/api' || req.path.startsWith('/api/');
    if (isApiCall || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    // At a school's own domain a file that is not there is a 404: never the platform's page (domains/school-host.ts).
    const fileNotThere = () =>
      schoolHostOf(req) ? void res.status(404).type('text/plain').send('This file does not exist.') : void sendShellPage(req, res).catch(next);
    shellFiles(req, res, fileNotThere);
  });
  return true;
}
