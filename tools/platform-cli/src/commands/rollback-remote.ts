import type { ObjectStore } from '@schoolpage/object-store';
import { rollbackRemote as pointBack, updateRegistry } from '@schoolpage/remote-registry';

/** Points a remote back at its previous deployment, or at `toVersion`. */
export async function rollbackRemote(store: ObjectStore, remote: string, toVersion?: string): Promise<string> {
  const registry = await updateRegistry(store, (current) => pointBack(current, remote, toVersion));
  const live = registry.remotes.find((r) => r.name === remote);
  const version = registry.history[remote]?.find((d) => d.entry === live?.entry)?.version;
  return live ? `${remote} now runs version ${version}.` : `${remote} now runs its built-in bundle.`;
}
