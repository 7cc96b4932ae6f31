import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** One import from a file in one top-level folder of a source tree to a file in another. */
export interface FolderImport {
  from: string;
  to: string;
  /** The importing file (relative to the tree) and what it names, for the message. */
  file: string;
  specifier: string;
}

/** Files at the top of the tree (main.ts, the app module) count as the folder '.'. */
const TOP = '.';

function folderOf(path: string): string {
  const parts = path.split(sep);
  return parts.length > 1 ? parts[0] : TOP;
}

function sourceFiles(folder: string): string[] {
  const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Every relative import between different top-level folders of `root`, read with TypeScript's own
 * import scanner (static, dynamic and type-only imports, re-exports). Tests and `skip` folders are left
 * out: a test may reach across folders to set things up.
 */
export function folderImports(root: string, skip: readonly string[] = []): FolderImport[] {
  const tree = resolve(root);
  const found: FolderImport[] = [];
  for (const path of sourceFiles(tree)) {
    const file = relative(tree, path);
    const from = folderOf(file);
    if (skip.includes(from)) continue;
    for (const { fileName: specifier } of ts.preProcessFile(readFileSync(path, 'utf8'), true, true).importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const target = relative(tree, resolve(dirname(path), specifier));
      if (target.startsWith('..')) continue;
      const to = folderOf(target);
      if (to !== from) found.push({ from, to, file, specifier });
    }
  }
  return found;
}

/** The cycles among folders the imports make, each as its folders in import order (`a → b → a`), with one import per step. */
export function importCycles(imports: readonly FolderImport[]): FolderImport[][] {
  const edges = new Map<string, Map<string, FolderImport>>();
  for (const edge of imports) {
    const out = edges.get(edge.from) ?? new Map<string, FolderImport>();
    if (!out.has(edge.to)) out.set(edge.to, edge);
    edges.set(edge.from, out);
  }
  const cycles: FolderImport[][] = [];
  const seen = new Set<string>();
  const walk = (folder: string, path: FolderImport[], onPath: string[]) => {
    for (const [next, edge] of edges.get(folder) ?? []) {
      const at = onPath.indexOf(next);
      if (at >= 0) {
        const cycle = [...path.slice(at), edge];
        const key = cycle.map((step) => step.from).sort().join(' ');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push(cycle);
        }
      } else {
        walk(next, [...path, edge], [...onPath, next]);
      }
    }
  };
  for (const folder of edges.keys()) walk(folder, [], [folder]);
  return cycles;
}

/** A cycle as one readable line: `sites → public (sites/x.ts imports ../public/y) → sites (...)`. */
export function describeCycle(cycle: readonly FolderImport[]): string {
  return `${cycle[0].from} ${cycle.map((step) => `→ ${step.to} (${step.file} imports ${step.specifier})`).join(' ')}`;
}
