import { readFile } from 'node:fs/promises';
import type { ObjectStore } from '@schoolpage/object-store';
import { registerTemplate as addTemplate, templateDescriptorSchema, updateRegistry } from '@schoolpage/remote-registry';

/** Adds (or replaces) a site template descriptor, read from a JSON file such as templates/<name>/template.json. */
export async function registerTemplate(store: ObjectStore, descriptorFile: string): Promise<string> {
  const parsed = templateDescriptorSchema.safeParse(JSON.parse(await readFile(descriptorFile, 'utf8')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`${descriptorFile} is not a template descriptor: ${problems}`);
  }
  await updateRegistry(store, (registry) => addTemplate(registry, parsed.data));
  return `Registered template ${parsed.data.name} (${parsed.data.availability}), rendered by ${parsed.data.remote}.`;
}
