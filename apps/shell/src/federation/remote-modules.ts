import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from '@schoolpage/content-contract';

/** Remotes the platform registry announced; each is registered with the runtime only when first used. */
const announced = new Map<string, RemoteEntry>();
const registered = new Set<string>();

export function announceRemotes(entries: readonly RemoteEntry[]): void {
  for (const { name, entry: url } of entries) {
    // Absolute URLs let each remote resolve its own files relative to its manifest.
    const entry = { name, entry: new URL(url, window.location.origin).href };
    const previous = announced.get(entry.name);
    if (previous && previous.entry !== entry.entry) registered.delete(entry.name);
    announced.set(entry.name, entry);
  }
}

export class RemoteNotFoundError extends Error {
  constructor(remote: string) {
    super(`No remote named "${remote}" is registered.`);
  }
}

/**
 * Loads `module` (e.g. `./Site`) from `remote`. `fresh` forgets what the runtime cached for the
 * remote, so a retry really fetches its files again.
 */
export async function loadRemoteModule<T>(remote: string, module: string, fresh = false): Promise<T> {
  register(remote, fresh);
  const loaded = await loadRemote<T>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded) throw new Error(`The remote module "${remote}/${module}" is empty.`);
  return loaded;
}

/** Starts fetching a module's files without running it, so a later load finds them ready. */
export function preloadRemoteModule(remote: string, module: string): void {
  if (!announced.has(remote)) return;
  register(remote, false);
  preloadRemote([{ nameOrAlias: remote, exposes: [module] }]).catch(() => undefined);
}

function register(remote: string, fresh: boolean): void {
  const entry = announced.get(remote);
  if (!entry) throw new RemoteNotFoundError(remote);
  if (fresh || !registered.has(remote)) {
    registerRemotes([{ name: entry.name, entry: entry.entry }], { force: registered.has(remote) });
    registered.add(remote);
  }
}
