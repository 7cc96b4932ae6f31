import { resolve, sep } from 'node:path';
import { APP_REMOTES } from '@schoolpage/content-contract';

/** Where the platform serves the remotes it was built with. */
export const REMOTES_URL_PREFIX = '/remotes';

/** Path under `/remotes` → build folder, for every front-end remote the platform serves itself. */
export function builtRemoteFolders(distDir: string): [subPath: string, folder: string][] {
  return [
    ...APP_REMOTES.map((name): [string, string] => [`/${name}`, resolve(distDir, 'apps', name)]),
    ['/templates', resolve(distDir, 'templates')],
  ];
}

/** The built file a `/remotes/...` URL path (or a shell file's, `/<name>`) names, or undefined when it names none. */
export function builtFileOf(distDir: string, urlPath: string): string | undefined {
  if (/^\/[\w.-]+$/.test(urlPath) && !urlPath.startsWith('/.')) return resolve(distDir, 'apps/shell', urlPath.slice(1));
  for (const [subPath, folder] of builtRemoteFolders(distDir)) {
    const prefix = `${REMOTES_URL_PREFIX}${subPath}/`;
    if (!urlPath.startsWith(prefix)) continue;
    const file = resolve(folder, urlPath.slice(prefix.length));
    return file.startsWith(folder + sep) ? file : undefined;
  }
  return undefined;
}
