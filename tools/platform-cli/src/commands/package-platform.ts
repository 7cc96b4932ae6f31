import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The fields of the workspace's package.json the runnable package keeps. */
interface WorkspacePackage {
  name: string;
  version: string;
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
  allowScripts?: Record<string, boolean>;
}

/**
 * The runnable artefact of the platform: the built API and every built front-end bundle, with a
 * package.json of the production dependencies. Run it with `npm ci --omit=dev && npm start`
 * (infra/platform.Dockerfile builds the same thing into an image).
 */
export async function packagePlatform(workspaceRoot: string, outDir: string): Promise<string> {
  const built = join(workspaceRoot, 'dist');
  for (const required of ['apps/api/main.js', 'apps/shell/index.html']) {
    if (!existsSync(join(built, required))) throw new Error(`dist/${required} is missing: build the platform first.`);
  }
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  for (const folder of ['apps', 'templates']) {
    await cp(join(built, folder), join(outDir, 'dist', folder), { recursive: true, filter: (path) => !path.endsWith('.map') });
  }
  const workspacePackage = JSON.parse(await readFile(join(workspaceRoot, 'package.json'), 'utf8')) as WorkspacePackage;
  const runnable = {
    name: `${workspacePackage.name}-platform`,
    version: workspacePackage.version,
    private: true,
    engines: workspacePackage.engines,
    scripts: { start: 'NODE_ENV=production node dist/apps/api/main.js' },
    dependencies: workspacePackage.dependencies,
    allowScripts: workspacePackage.allowScripts,
  };
  await writeFile(join(outDir, 'package.json'), `${JSON.stringify(runnable, null, 2)}\n`);
  await cp(join(workspaceRoot, 'package-lock.json'), join(outDir, 'package-lock.json'));
  return `Packaged the platform in ${outDir}: run it with npm ci --omit=dev && npm start.`;
}
