import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  APP_REMOTES,
  BUILT_IN_TEMPLATES,
  remoteBundlePath,
  type RemoteEntry,
  type TemplateDescriptor,
} from '@schoolpage/content-contract';
import type { ObjectStore } from '@schoolpage/object-store';
import { emptyRegistry, readRegistry, REGISTRY_PATH, type RegistryDocument } from '@schoolpage/remote-registry';
import { PLATFORM_STORE } from './platform-store';

const manifestOf = (bundlePath: string) => `${bundlePath}mf-manifest.json`;

/** Every remote built into the platform, served from its own build folder. */
export const DEFAULT_REMOTES: readonly RemoteEntry[] = [
  ...APP_REMOTES.map((name) => ({ name, entry: manifestOf(remoteBundlePath(`apps/${name}`)) })),
  ...BUILT_IN_TEMPLATES.map((t) => ({ name: t.remote, entry: manifestOf(remoteBundlePath(`templates/${t.name}`)) })),
];

/**
 * The server-side registry of front-end remotes and site templates: the built-in entries, overridden
 * or extended by the operator's registry in the static store (deployments, rollbacks, new templates).
 * It is read on every request (one small file), so a change shows on the next page load with no
 * restart and no rebuild.
 */
@Injectable()
export class RemoteRegistryService {
  private readonly logger = new Logger(RemoteRegistryService.name);

  constructor(@Inject(PLATFORM_STORE) private readonly store: ObjectStore) {}

  async remotes(): Promise<RemoteEntry[]> {
    return mergeByName(DEFAULT_REMOTES, (await this.registry()).remotes);
  }

  async templates(): Promise<TemplateDescriptor[]> {
    return mergeByName(BUILT_IN_TEMPLATES, (await this.registry()).templates);
  }

  /**
   * A short text that changes whenever what the registry says changes (a deploy, a rollback, a new
   * template): what was rendered with an older fingerprint is stale.
   */
  async fingerprint(): Promise<string> {
    const document = await this.registry();
    let fingerprint = this.fingerprints.get(document);
    if (fingerprint === undefined) {
      fingerprint = JSON.stringify([document.remotes, document.templates]);
      this.fingerprints.set(document, fingerprint);
    }
    return fingerprint;
  }

  private readonly fingerprints = new WeakMap<RegistryDocument, string>();

  /** The registry as last read, and the store's revision of it then (a local file's identity). */
  private kept?: { revision: string; document: RegistryDocument };

  private async registry(): Promise<RegistryDocument> {
    try {
      // Where the store can tell cheaply that the file is unchanged, what was read is kept.
      const revision = await this.store.revision?.(REGISTRY_PATH);
      if (revision && this.kept?.revision === revision) return this.kept.document;
      const document = await readRegistry(this.store);
      this.kept = revision ? { revision, document } : undefined;
      return document;
    } catch (error) {
      this.logger.error(`Using the built-in remotes only: ${(error as Error).message}`);
      return emptyRegistry();
    }
  }
}

function mergeByName<T extends { name: string }>(defaults: readonly T[], overrides: readonly T[]): T[] {
  const merged = new Map(defaults.map((entry) => [entry.name, entry]));
  for (const entry of overrides) merged.set(entry.name, entry);
  return [...merged.values()];
}
