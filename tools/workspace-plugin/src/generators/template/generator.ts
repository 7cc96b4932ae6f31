import { generateFiles, type Tree } from '@nx/devkit';
import { join } from 'node:path';

export interface TemplateGeneratorOptions {
  name: string;
  availability?: 'available' | 'unavailable';
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The values a new template's files are made from, e.g. `aurora-hills` → remote `template_aurora_hills`. */
export function templateNames(name: string) {
  return {
    name,
    id: name.replace(/-/g, ''),
    remote: `template_${name.replace(/-/g, '_')}`,
    title: name.split('-').map((word) => word[0].toUpperCase() + word.slice(1)).join(' '),
  };
}

/** `nx g @schoolpage/workspace-plugin:template <name>`: scaffolds templates/<name>. */
export default async function templateGenerator(tree: Tree, options: TemplateGeneratorOptions): Promise<void> {
  if (!NAME.test(options.name)) {
    throw new Error(`"${options.name}" is not a template name: use lower-case words joined by dashes, e.g. aurora-hills.`);
  }
  const root = `templates/${options.name}`;
  if (tree.exists(root)) throw new Error(`${root} already exists: choose another name.`);
  generateFiles(tree, join(__dirname, 'files'), root, {
    ...templateNames(options.name),
    availability: options.availability ?? 'available',
    tmpl: '',
  });
}
