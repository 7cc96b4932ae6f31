import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const workspaceRoot = resolve(__dirname, '../../..');
const facade = readFileSync(join(workspaceRoot, 'tools/rspack/router-facade.ts'), 'utf8');

/** Names listed in `export { ... } from 'react-router'` and `export type { ... }` blocks. */
function exportedNames(source: string): Set<string> {
  const names = [...source.matchAll(/export (?:type )?\{([^}]+)\}/g)].flatMap((m) => m[1].split(','));
  return new Set(names.map((n) => n.trim()).filter(Boolean));
}

/** Every name the sources under `folders` import from react-router-dom, with the file it comes from. */
function importedRouterNames(folders: string[], isSource: (file: string) => boolean = (file) => /\.tsx?$/.test(file)): { name: string; file: string }[] {
  const found: { name: string; file: string }[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (entry === 'node_modules' || entry === 'dist') continue;
      if (statSync(path).isDirectory()) visit(path);
      else if (isSource(path)) {
        for (const m of readFileSync(path, 'utf8').matchAll(/import (?:type )?\{([^}]+)\}\s*from\s*'react-router-dom'/g)) {
          for (const raw of m[1].split(',')) {
            const name = raw.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
            if (name) found.push({ name, file: path.slice(workspaceRoot.length + 1) });
          }
        }
      }
    }
  };
  for (const folder of folders) visit(join(workspaceRoot, folder));
  return found;
}

/** What runs on a school's page: the page's entry, every template (and the generator's), the libs they use. */
const SCHOOL_PAGE_SOURCES = [
  'apps/shell/src/site-page',
  'templates',
  'libs/site-kit/src',
  'libs/ui/src',
  'libs/content-contract/src',
  'tools/workspace-plugin/src/generators/template/files',
];
/** Tests and test helpers run on their own router, not on a page. */
const isPageSource = (file: string) => /\.tsx?(__tmpl__)?$/.test(file) && !/\.spec\.|[\\/]testing[\\/]/.test(file);

describe('the shared router facade', () => {
  it('exports every routing API the apps, libs and templates import from react-router-dom', () => {
    const exported = exportedNames(facade);
    const imports = importedRouterNames(['apps', 'libs', 'templates', 'e2e']);
    expect(imports.length).toBeGreaterThan(10);
    expect(imports.filter(({ name }) => !exported.has(name))).toEqual([]);
  });
});

describe("a school's page's router facade", () => {
  const siteFacade = readFileSync(join(workspaceRoot, 'tools/rspack/site-router-facade.ts'), 'utf8');

  it('exports every routing API the page, the templates and the libs they use import from react-router-dom', () => {
    const exported = exportedNames(siteFacade);
    const imports = importedRouterNames(SCHOOL_PAGE_SOURCES, isPageSource);
    expect(imports.map(({ name }) => name)).toEqual(expect.arrayContaining(['BrowserRouter', 'Route', 'Routes', 'useLinkClickHandler']));
    expect(imports.filter(({ name }) => !exported.has(name))).toEqual([]);
  });

  it('is part of the shared facade: a template runs in the main shell too', () => {
    const shared = exportedNames(facade);
    expect([...exportedNames(siteFacade)].filter((name) => !shared.has(name))).toEqual([]);
  });
});
