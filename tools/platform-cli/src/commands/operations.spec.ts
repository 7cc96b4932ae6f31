import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { LocalObjectStore, S3ObjectStore, type ObjectStore } from '@schoolpage/object-store';
import { readRegistry } from '@schoolpage/remote-registry';
import { startS3TestServer, type S3TestServer } from '@schoolpage/object-store/testing';
import { deployRemote } from './deploy-remote';
import { packagePlatform } from './package-platform';
import { registerTemplate } from './register-template';
import { remoteHistory } from './remote-history';
import { rollbackRemote } from './rollback-remote';

let folder: string;

beforeEach(async () => (folder = await mkdtemp(join(tmpdir(), 'schoolpage-cli-'))));
afterEach(() => rm(folder, { recursive: true, force: true }));

async function builtRemote(name: string, code: string): Promise<string> {
  const bundle = await mkdtemp(join(folder, 'bundle-'));
  await writeFile(join(bundle, 'mf-manifest.json'), JSON.stringify({ name }));
  await writeFile(join(bundle, 'remoteEntry.js'), code);
  return bundle;
}

const liveEntry = async (store: ObjectStore, remote: string) =>
  (await readRegistry(store)).remotes.find((r) => r.name === remote)?.entry;

function describeOperations(storeKind: string, open: () => Promise<{ store: ObjectStore; close?: () => Promise<void> }>) {
  describe(`deploy, history and rollback on the ${storeKind} store`, () => {
    it('deploys two versions, lists them, and rolls back one version at a time to the built-in bundle', async () => {
      const { store, close } = await open();
      const first = await deployRemote(store, await builtRemote('template_run', 'v1'), new Date('2026-11-20T09:00:00Z'));
      const second = await deployRemote(store, await builtRemote('template_run', 'v2'), new Date('2026-11-21T09:00:00Z'));
      expect(first).toMatch(/^Deployed template_run version [0-9a-f]{12} \(2 files\); live at \/api\/platform\/bundles\/template_run\//);
      const [v1, v2] = [first, second].map((m) => m.match(/version ([0-9a-f]{12})/)?.[1]);

      expect(await remoteHistory(store, 'template_run')).toBe(
        ['Deployments of template_run (* = live):', `  ${v1}  2026-11-20T09:00:00.000Z`, `* ${v2}  2026-11-21T09:00:00.000Z`].join('\n'),
      );
      expect(await rollbackRemote(store, 'template_run')).toBe(`template_run now runs version ${v1}.`);
      expect(await liveEntry(store, 'template_run')).toContain(`/${v1}/`);
      expect(await rollbackRemote(store, 'template_run', v2)).toBe(`template_run now runs version ${v2}.`);
      await rollbackRemote(store, 'template_run');
      expect(await rollbackRemote(store, 'template_run')).toBe('template_run now runs its built-in bundle.');
      await expect(rollbackRemote(store, 'template_run')).rejects.toThrow('nothing to roll back');
      await close?.();
    });
  });
}

describeOperations('local folder', async () => ({ store: new LocalObjectStore(join(folder, 'store')) }));

let s3: S3TestServer;
describeOperations('S3 (s3rver)', async () => {
  s3 = await startS3TestServer();
  return { store: new S3ObjectStore(s3.settings, 'platform/'), close: () => s3.stop() };
});

describe('template registration', () => {
  it('registers a descriptor file and refuses one that is not a descriptor', async () => {
    const store = new LocalObjectStore(join(folder, 'store'));
    const descriptor = { name: 'aurora', id: 'aurora', image: '/x.svg', link: '/web/aurora', availability: 'available', remote: 'template_aurora' };
    await writeFile(join(folder, 'template.json'), JSON.stringify(descriptor));
    expect(await registerTemplate(store, join(folder, 'template.json'))).toBe('Registered template aurora (available), rendered by template_aurora.');
    expect((await readRegistry(store)).templates).toEqual([descriptor]);

    await writeFile(join(folder, 'bad.json'), JSON.stringify({ ...descriptor, availability: 'soon' }));
    await expect(registerTemplate(store, join(folder, 'bad.json'))).rejects.toThrow('is not a template descriptor: availability');
  });
});

describe('the platform artefact', () => {
  async function workspaceWith(files: Record<string, string>): Promise<string> {
    const root = join(folder, 'workspace');
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), text);
    }
    return root;
  }

  it('holds the built API and front-end (without source maps) and a production-only package.json', async () => {
    const root = await workspaceWith({
      'package.json': JSON.stringify({ name: 'schoolpage', version: '1.2.3', dependencies: { '@nestjs/core': '^11' }, devDependencies: { jest: '^30' } }),
      'package-lock.json': '{}',
      'dist/apps/api/main.js': 'server',
      'dist/apps/api/main.js.map': '{}',
      'dist/apps/shell/index.html': '<html>',
      'dist/templates/nbl/mf-manifest.json': '{}',
    });
    const out = join(folder, 'platform');
    expect(await packagePlatform(root, out)).toBe(`Packaged the platform in ${out}: run it with npm ci --omit=dev && npm start.`);

    const runnable = JSON.parse(await readFile(join(out, 'package.json'), 'utf8'));
    expect(runnable).toMatchObject({ name: 'schoolpage-platform', version: '1.2.3', dependencies: { '@nestjs/core': '^11' } });
    expect(runnable.scripts.start).toBe('NODE_ENV=production node dist/apps/api/main.js');
    expect(runnable.devDependencies).toBeUndefined();
    for (const file of ['dist/apps/api/main.js', 'dist/apps/shell/index.html', 'dist/templates/nbl/mf-manifest.json', 'package-lock.json']) {
      expect(existsSync(join(out, file))).toBe(true);
    }
    expect(existsSync(join(out, 'dist/apps/api/main.js.map'))).toBe(false);
  });

  it('refuses to package a platform that has not been built', async () => {
    const root = await workspaceWith({ 'package.json': '{}', 'dist/apps/shell/index.html': '<html>' });
    await expect(packagePlatform(root, join(folder, 'platform'))).rejects.toThrow('dist/apps/api/main.js is missing: build the platform first.');
  });
});
