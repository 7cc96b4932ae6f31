import type { ObjectStore } from '@schoolpage/object-store';
import { readRegistry } from '@schoolpage/remote-registry';

/** Every deployment of a remote, oldest first, the live one marked. */
export async function remoteHistory(store: ObjectStore, remote: string): Promise<string> {
  const registry = await readRegistry(store);
  const live = registry.remotes.find((r) => r.name === remote)?.entry;
  const deployments = registry.history[remote] ?? [];
  if (deployments.length === 0) return `${remote} has never been deployed; it runs its built-in bundle.`;
  const lines = deployments.map((d) => `${d.entry === live ? '* ' : '  '}${d.version}  ${d.deployedAt}`);
  return [`Deployments of ${remote} (* = live${live ? '' : '; none: the built-in bundle is live'}):`, ...lines].join('\n');
}
