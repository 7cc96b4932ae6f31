import type { ObjectStore } from '@schoolpage/object-store';
import { publishBundle, recordDeployment, updateRegistry } from '@schoolpage/remote-registry';

/** Publishes a built remote to the static store and makes it the live version in the registry. */
export async function deployRemote(store: ObjectStore, bundleDir: string, now = new Date()): Promise<string> {
  const { remote, deployment, files } = await publishBundle(store, bundleDir, now);
  await updateRegistry(store, (registry) => recordDeployment(registry, remote, deployment));
  return `Deployed ${remote} version ${deployment.version} (${files} files); live at ${deployment.entry}`;
}
