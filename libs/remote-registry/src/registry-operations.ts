import type { Deployment, RegisteredTemplate, RegistryDocument } from './registry-document';

/** Makes `deployment` the live build of `remote` and remembers it for rollback. */
export function recordDeployment(registry: RegistryDocument, remote: string, deployment: Deployment): RegistryDocument {
  const history = (registry.history[remote] ?? []).filter((d) => d.version !== deployment.version);
  return {
    ...registry,
    remotes: pointRemote(registry, remote, deployment.entry),
    history: { ...registry.history, [remote]: [...history, deployment] },
  };
}

export class RollbackError extends Error {}

/**
 * Points `remote` back at an earlier deployment: `toVersion`, or the one before the live one.
 * Rolling back past the first deployment returns the remote to its built-in bundle.
 */
export function rollbackRemote(registry: RegistryDocument, remote: string, toVersion?: string): RegistryDocument {
  const history = registry.history[remote] ?? [];
  const live = registry.remotes.find((r) => r.name === remote)?.entry;
  const liveIndex = history.findIndex((d) => d.entry === live);
  if (toVersion) {
    const target = history.find((d) => d.version === toVersion);
    if (!target) throw new RollbackError(`${remote} has no deployed version ${toVersion}.`);
    return { ...registry, remotes: pointRemote(registry, remote, target.entry) };
  }
  if (liveIndex < 0) throw new RollbackError(`${remote} runs its built-in bundle: there is nothing to roll back.`);
  const previous = history[liveIndex - 1];
  return {
    ...registry,
    remotes: previous
      ? pointRemote(registry, remote, previous.entry)
      : registry.remotes.filter((r) => r.name !== remote),
  };
}

/** Adds a template descriptor, or replaces the one with the same name. */
export function registerTemplate(registry: RegistryDocument, template: RegisteredTemplate): RegistryDocument {
  return { ...registry, templates: [...registry.templates.filter((t) => t.name !== template.name), template] };
}

function pointRemote(registry: RegistryDocument, remote: string, entry: string) {
  return [...registry.remotes.filter((r) => r.name !== remote), { name: remote, entry }];
}
