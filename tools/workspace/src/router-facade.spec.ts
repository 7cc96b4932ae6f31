import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const workspaceRoot = resolve(__dirname, '../../..');
const facade = readFileSync(join(workspaceRoot, 'tools/rspack/router-facade.ts'), 'utf8');

/** Names listed in `export { ... } from 'react-router'` and `export type { ... }` blocks. */
function exportedNames(source: string): Set<string> {
  const names = [...source.matchAll(/export (?:type )?\{([^}]+)\}/g)].flatMap((m) => m[1].split(','));
  return new Set(names.map((n) => n.trim()).filter(Boolean));
}

/** Every name any front-end source imports from react-router-dom, with the file it comes from. */
function importedRouterNames(): { name: string; file: string }[] {
  const found: { name: string; file: string }[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (entry === 'node_modules' || entry === 'dist') continue;
      if (statSync(path).isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry)) {
        for (const m of readFileSync(path, 'utf8').matchAll(/import (?:type )?\{([^}]+)\}\s*from\s*'react-router-dom'/g)) {
          for (const raw of m[1].split(',')) {
            const name = raw.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
            if (name) found.push({ name, file: path.slice(workspaceRoot.length + 1) });
          }
        }
      }
    }
  };
  for (const group of ['apps', 'libs', 'templates', 'e2e']) visit(join(workspaceRoot, group));
  return found;
}

describe('the shared router facade', () => {
  it('exports every routing API the apps, libs and templates import from react-router-dom', () => {
    const exported = exportedNames(facade);
    const imports = importedRouterNames();
    expect(imports.length).toBeGreaterThan(10);
    expect(imports.filter(({ name }) => !exported.has(name))).toEqual([]);
  });
});
