import { readObjectText, type ObjectStore } from '@schoolpage/object-store';
import { emptyRegistry, registryDocumentSchema, type RegistryDocument } from './registry-document';

/** Where the registry lives in the static store (`$DATA_DIR/registry.json` with the local store). */
export const REGISTRY_PATH = 'registry.json';

export class RegistryFileError extends Error {}

export async function readRegistry(store: ObjectStore): Promise<RegistryDocument> {
  const text = await readObjectText(store, REGISTRY_PATH);
  if (text === undefined) return emptyRegistry();
  try {
    return registryDocumentSchema.parse(JSON.parse(text));
  } catch (error) {
    throw new RegistryFileError(`The remote registry (${REGISTRY_PATH}) is not valid: ${(error as Error).message}`);
  }
}

/** Reads the registry, applies `change` and writes the result back. */
export async function updateRegistry(
  store: ObjectStore,
  change: (registry: RegistryDocument) => RegistryDocument,
): Promise<RegistryDocument> {
  const next = registryDocumentSchema.parse(change(await readRegistry(store)));
  await store.put(REGISTRY_PATH, Buffer.from(`${JSON.stringify(next, null, 2)}\n`), 'application/json');
  return next;
}
