import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describeCycle, folderImports, importCycles } from './testing/folder-imports';

describe('the API folders (apps/api/README.md)', () => {
  it('import each other in one direction only: no folder reaches back to one that imports it', () => {
    const cycles = importCycles(folderImports(__dirname, ['testing'])).map(describeCycle);
    expect(cycles).toEqual([]);
  });

  it('reach search/ only through its top-level files: its engine and its SQLite and MongoDB parts are its own', () => {
    const intoSearch = folderImports(__dirname, ['testing'])
      .filter((use) => use.to === 'search')
      .filter((use) => dirname(join(dirname(use.file), use.specifier)) !== 'search')
      .map((use) => `${use.file} imports ${use.specifier}`);
    expect(intoSearch).toEqual([]);
  });

  it('leave storage/ to load and save: it imports neither search/ nor public/', () => {
    const fromStorage = folderImports(__dirname, ['testing']).filter((use) => use.from === 'storage' && ['search', 'public'].includes(use.to));
    expect(fromStorage.map((use) => `${use.file} imports ${use.specifier}`)).toEqual([]);
  });

  describe('the check itself', () => {
    let tree: string;
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(tree, path)), { recursive: true });
      writeFileSync(join(tree, path), text);
    };
    beforeEach(() => (tree = mkdtempSync(join(tmpdir(), 'folder-imports-'))));
    afterEach(() => rmSync(tree, { recursive: true, force: true }));

    it('finds a cycle through several folders, and names the imports that make it', () => {
      write('sites/sites.service.ts', "import { PublishedSites } from '../public/published-sites';\n");
      write('public/published-sites.ts', "import type { Address } from '../accounts/address';\nexport class PublishedSites {}\n");
      write('accounts/address.ts', "export { SitesService } from '../sites/sites.service';\n");
      write('accounts/profile.ts', "import { x } from './address';\nimport { y } from '@schoolpage/content-contract';\n");
      write('sites/sites.service.spec.ts', "import '../public/published-sites';\n");
      const cycles = importCycles(folderImports(tree));
      expect(cycles.map(describeCycle)).toEqual([
        'accounts → sites (accounts/address.ts imports ../sites/sites.service) → public (sites/sites.service.ts imports ../public/published-sites) → accounts (public/published-sites.ts imports ../accounts/address)',
      ]);
    });

    it('finds nothing when imports go one way, and counts files at the top as one folder', () => {
      write('main.ts', "import { AppModule } from './app.module';\nimport { SitesModule } from './sites/sites.module';\n");
      write('app.module.ts', "import { SitesModule } from './sites/sites.module';\n");
      write('sites/sites.module.ts', "import { FileStore } from '../files/file-store';\nconst later = () => import('../files/file-store');\n");
      write('files/file-store.ts', 'export class FileStore {}\n');
      expect(importCycles(folderImports(tree))).toEqual([]);
      write('files/file-store.ts', "import { AppModule } from '../app.module';\n");
      expect(importCycles(folderImports(tree)).map(describeCycle)).toEqual([
        '. → sites (app.module.ts imports ./sites/sites.module) → files (sites/sites.module.ts imports ../files/file-store) → . (files/file-store.ts imports ../app.module)',
      ]);
    });
  });
});
