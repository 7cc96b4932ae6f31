import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import compression from 'compression';
import express, { type Request, type Response, type NextFunction, type RequestHandler } from 'express';
import { APP_REMOTES } from '@schoolpage/content-contract';
import { BUNDLES_URL_PREFIX } from '@schoolpage/remote-registry';

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
 * shell's page for any other GET that is not an API call (the shell's router takes it from there).
 */
export function mountFrontend(app: express.Express, distDir: string): boolean {
  const shellPage = builtShellPage(distDir);
  if (!shellPage) return false;

  // Front-end files, built-in or deployed, go out compressed; other API responses are left to the API.
  app.use((req: Request, res: Response, next: NextFunction) =>
    req.path.startsWith('/api/') && !req.path.startsWith(BUNDLES_URL_PREFIX) ? next() : gzip(req, res, next),
  );
  const remotes = express.Router();
  for (const name of APP_REMOTES) remotes.use(`/${name}`, staticFolder(resolve(distDir, 'apps', name)));
  remotes.use('/templates', staticFolder(resolve(distDir, 'templates')));
  remotes.use((_req: Request, res: Response) =>
    res.status(404).json({ success: false, message: 'This file does not exist.' }),
  );
  app.use('/remotes', remotes);
  const shellFiles = staticFolder(resolve(distDir, 'apps/shell'));
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isApiCall = req.path === '/api' || req.path.startsWith('/api/');
    if (isApiCall || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    shellFiles(req, res, () => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(shellPage);
    });
  });
  return true;
}
