import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalObjectStore } from '@schoolpage/object-store';
import { publishBundle, recordDeployment, updateRegistry } from '@schoolpage/remote-registry';
import { startTestPlatform, type TestPlatform } from '../testing/test-platform';
import { preloadTags, remoteEntryUrl, templateFiles } from './page-hints';

const SHELL_PAGE = '<!doctype html><html><head><title>SchoolPage</title></head><body><div id="root"></div></body></html>';

/** A template build's manifest: its entry, its site (a script and a stylesheet) and its contract. */
function templateManifest(name: string, publicPath = 'auto') {
  return {
    name,
    metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    exposes: [
      { path: './Site', assets: { js: { sync: ['site.11aa.js'], async: ['later.22bb.js'] }, css: { sync: ['site.33cc.css'], async: [] } } },
      { path: './contract', assets: { js: { sync: ['contract.44dd.js'], async: [] }, css: { sync: [], async: [] } } },
      { path: './Extra', assets: { js: { sync: ['extra.55ee.js'], async: [] }, css: { sync: [], async: [] } } },
    ],
  };
}

/** The scripts a template build's manifest names (a preload of a script that cannot be read is left out). */
async function writeTemplateScripts(folder: string): Promise<void> {
  for (const file of ['remoteEntry.js', 'site.11aa.js', 'contract.44dd.js']) await writeFile(join(folder, file), `/* ${file} */`);
}

/** A front-end build folder: the shell's page and the nbl template's manifest. */
async function builtFrontend(): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'schoolpage-dist-'));
  await mkdir(join(dist, 'apps/shell'), { recursive: true });
  await writeFile(join(dist, 'apps/shell/index.html'), SHELL_PAGE);
  await mkdir(join(dist, 'templates/nbl'), { recursive: true });
  await writeFile(join(dist, 'templates/nbl/mf-manifest.json'), JSON.stringify(templateManifest('template_nbl')));
  await writeTemplateScripts(join(dist, 'templates/nbl'));
  await mkdir(join(dist, 'templates/run'), { recursive: true });
  await writeFile(join(dist, 'templates/run/mf-manifest.json'), '{ not json');
  return dist;
}

/** The page's preload tags, without the `integrity` every script preload carries (checked on its own). */
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload"[^>]*>/g)].map(([tag]) => tag.replace(/ integrity="sha384-[^"]+"/, ''));

describe('preload hints in the shell page', () => {
  /** Tests that only read the registry the platform starts with share one platform. */
  describe('with the built-in registry', () => {
    let dist: string;
    let platform: TestPlatform;

    beforeAll(async () => {
      dist = await builtFrontend();
      platform = await startTestPlatform({ FRONTEND_DIR: dist });
    });
    afterAll(async () => {
      await platform.close();
      await rm(dist, { recursive: true, force: true });
    });

    it('names, on a school site, every file the shell fetches one after another, in the head', async () => {
      const page = await platform.agent().get('/web/nbl/about?source=sample-template').expect(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(preloadsOf(page.text)).toEqual([
        '<link rel="preload" href="/api/platform/remotes" as="fetch" crossorigin="use-credentials">',
        '<link rel="preload" href="/api/platform/templates" as="fetch" crossorigin="use-credentials">',
        '<link rel="preload" href="/remotes/templates/nbl/mf-manifest.json" as="fetch" crossorigin="anonymous">',
        '<link rel="preload" href="/remotes/templates/nbl/remoteEntry.js" as="script">',
        '<link rel="preload" href="/remotes/templates/nbl/site.33cc.css" as="style">',
        '<link rel="preload" href="/remotes/templates/nbl/site.11aa.js" as="script">',
        '<link rel="preload" href="/remotes/templates/nbl/contract.44dd.js" as="script">',
      ]);
      expect(page.text.indexOf('as="script"')).toBeLessThan(page.text.indexOf('</head>'));
      // The page's policy runs only scripts whose hashes it names: every script preload carries its own.
      expect(page.text.match(/as="script" integrity="sha384-[^"]+">/g)).toHaveLength(3);
    });

    it("names the school's content on its shareable address", async () => {
      const page = await platform.agent().get('/web/nbl/notice?org=65f0c0ffee0000000000abcd').expect(200);
      expect(preloadsOf(page.text).slice(0, 4)).toEqual([
        '<link rel="preload" href="/api/platform/remotes" as="fetch" crossorigin="use-credentials">',
        '<link rel="preload" href="/api/platform/templates" as="fetch" crossorigin="use-credentials">',
        '<link rel="preload" href="/api/web/all-content?organizationId=65f0c0ffee0000000000abcd" as="fetch" crossorigin="use-credentials">',
        '<link rel="preload" href="/remotes/templates/nbl/mf-manifest.json" as="fetch" crossorigin="anonymous">',
      ]);
      const odd = await platform.agent().get('/web/nbl?org=%22%3E%3Cscript%3E').expect(200);
      expect(odd.text).toContain('href="/api/web/all-content?organizationId=%22%3E%3Cscript%3E"');
      expect(odd.text).not.toContain('"><script>');
    });

    it('names only the registry on the other pages', async () => {
      for (const path of ['/', '/search-list', '/dashboard/notice', '/web']) {
        const page = await platform.agent().get(path).expect(200);
        expect(preloadsOf(page.text)).toEqual(['<link rel="preload" href="/api/platform/remotes" as="fetch" crossorigin="use-credentials">']);
      }
    });

    it('stops at the template list for an unknown template, and at the manifest when it cannot be read', async () => {
      const unknown = await platform.agent().get('/web/no-such-template').expect(200);
      expect(preloadsOf(unknown.text)).toHaveLength(2);
      expect(unknown.text).toContain('href="/api/platform/templates"');

      const unreadable = await platform.agent().get('/web/run').expect(200);
      expect(preloadsOf(unreadable.text)).toHaveLength(3);
      expect(unreadable.text).toContain('href="/remotes/templates/run/mf-manifest.json"');
    });
  });

  /** A test that changes the registry: on a platform of its own. */
  describe('with a deployed version', () => {
    let dist: string;
    let platform: TestPlatform;

    beforeEach(async () => {
      dist = await builtFrontend();
      platform = await startTestPlatform({ FRONTEND_DIR: dist });
    });
    afterEach(async () => {
      await platform.close();
      await rm(dist, { recursive: true, force: true });
    });

    it("follows the registry to a deployed version's files", async () => {
      const build = await mkdtemp(join(tmpdir(), 'schoolpage-bundle-'));
      await writeFile(join(build, 'mf-manifest.json'), JSON.stringify(templateManifest('template_nbl')));
      await writeTemplateScripts(build);
      await writeFile(join(build, 'remoteEntry.js'), 'self.template_nbl = {};');
      const store = new LocalObjectStore(platform.dataDir);
      const { deployment } = await publishBundle(store, build);
      await updateRegistry(store, (registry) => recordDeployment(registry, 'template_nbl', deployment));
      await rm(build, { recursive: true, force: true });

      const page = await platform.agent().get('/web/nbl').expect(200);
      const base = `/api/platform/bundles/template_nbl/${deployment.version}/`;
      expect(preloadsOf(page.text).slice(2)).toEqual([
        `<link rel="preload" href="${base}mf-manifest.json" as="fetch" crossorigin="anonymous">`,
        `<link rel="preload" href="${base}remoteEntry.js" as="script">`,
        `<link rel="preload" href="${base}site.33cc.css" as="style">`,
        `<link rel="preload" href="${base}site.11aa.js" as="script">`,
        `<link rel="preload" href="${base}contract.44dd.js" as="script">`,
      ]);
    });
  });
});

describe('preloadTags', () => {
  it('escapes what it writes into attributes', () => {
    expect(preloadTags([{ href: '/a"><script>alert(1)</script>&b', as: 'script' }])).toBe(
      '<link rel="preload" href="/a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;b" as="script">',
    );
  });
});

describe('templateFiles', () => {
  const manifest = templateManifest('template_nbl', '/remotes/templates/nbl/');

  it('names the entry and the files of the Site and contract modules, never another exposed module', () => {
    expect(templateFiles('/remotes/templates/nbl/mf-manifest.json', manifest).map((file) => file.href)).toEqual([
      '/remotes/templates/nbl/remoteEntry.js',
      '/remotes/templates/nbl/site.33cc.css',
      '/remotes/templates/nbl/site.11aa.js',
      '/remotes/templates/nbl/contract.44dd.js',
    ]);
  });

  it('names only the modules asked for: a server-rendered page is taken over with the Site alone', () => {
    const files = templateFiles('/remotes/templates/nbl/mf-manifest.json', manifest, { modules: ['./Site'] });
    expect(files.map((file) => file.href)).toEqual(['/remotes/templates/nbl/remoteEntry.js', '/remotes/templates/nbl/site.33cc.css', '/remotes/templates/nbl/site.11aa.js']);
  });
});

describe('remoteEntryUrl', () => {
  it("is the entry script beside the manifest, or under the remote's public path", () => {
    expect(remoteEntryUrl('/remotes/templates/nbl/mf-manifest.json', templateManifest('template_nbl'))).toBe(
      '/remotes/templates/nbl/remoteEntry.js',
    );
    expect(remoteEntryUrl('/remotes/templates/nbl/mf-manifest.json', templateManifest('template_nbl', 'https://cdn.example/nbl/'))).toBe(
      'https://cdn.example/nbl/remoteEntry.js',
    );
  });

  it('is unknown when the manifest names no entry', () => {
    expect(remoteEntryUrl('/remotes/templates/nbl/mf-manifest.json', { metaData: { publicPath: 'auto' } })).toBeUndefined();
  });
});
