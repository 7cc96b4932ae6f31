import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a template (and the site kit) may import: presentation only, never the API or storage. */
export const ALLOWED_SITE_IMPORTS = [
  'react',
  'react-router-dom',
  '@schoolpage/content-contract',
  '@schoolpage/site-kit',
  '@schoolpage/ui',
  '@schoolpage/ui/visually-hidden',
  '@schoolpage/ui/sticky-scroll-padding',
  '@schoolpage/words',
];

const importPattern = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * Every package a folder's product code (not its specs or test helpers) imports that is not allowed,
 * as `file: specifier`. Relative imports of the folder's own files are fine.
 */
export function foreignImports(sourceRoot: string): string[] {
  const found: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing') visit(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(path, 'utf8').matchAll(importPattern)) {
          const specifier = match[1] ?? match[2] ?? '';
          if (specifier.startsWith('.') || ALLOWED_SITE_IMPORTS.includes(specifier)) continue;
          found.push(`${path.slice(sourceRoot.length + 1)}: ${specifier}`);
        }
      }
    }
  };
  visit(sourceRoot);
  return found;
}
